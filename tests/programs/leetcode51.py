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

        def place(row, columns, diagonals, anti_diagonals):
            if row == n:
                boards.append(["." * col + "Q" + "." * (n - col - 1) for col in queens])
                return
            for col in range(n):
                if col in columns or row + col in diagonals or row - col in anti_diagonals:
                    continue
                queens.append(col)
                place(row + 1, columns | {col}, diagonals | {row + col}, anti_diagonals | {row - col})
                queens.pop()

        place(0, set(), set(), set())
        return boards


def main():
    n = int(sys.stdin.read())
    # LeetCode shows [[".Q..","...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]]: no spaces.
    print(json.dumps(Solution().solveNQueens(n), separators=(",", ":")))


main()
