"""LeetCode 51 in Python, with the local adapter: `solveNQueens` is what LeetCode calls; `main`
reads n from stdin and prints LeetCode's display of the returned list, as our Rust mains do.

usage: python3 leetcode51.py < n
"""

import json
import sys
from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards, queens = [], []

        def place(row, columns, slashes, backslashes):
            if row == n:
                boards.append(["." * col + "Q" + "." * (n - col - 1) for col in queens])
                return
            for col in range(n):
                if col in columns or row + col in slashes or row - col in backslashes:
                    continue
                queens.append(col)
                place(row + 1, columns | {col}, slashes | {row + col}, backslashes | {row - col})
                queens.pop()

        place(0, set(), set(), set())
        return boards


def main():
    n = int(sys.stdin.read())
    # LeetCode shows [[".Q..","...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]]: no spaces.
    print(json.dumps(Solution().solveNQueens(n), separators=(",", ":")))


main()
