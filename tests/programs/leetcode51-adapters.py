"""LeetCode 51 in Python as a contestant writes it, with the adapters people write around it.

LeetCode calls `solveNQueens` and compares the returned list; the adapter below only prints it, so
the judge must read the printed value, not compare text.

usage: python3 leetcode51-adapters.py MODE < n
  --json     print(json.dumps(res)): spaces after ',' and ':': Accepted
  --repr     print(res), Python's repr with single quotes: Accepted
  --reverse  the boards last first, json.dumps: Accepted, LeetCode takes any order
  --garbage  print(Solution()) by mistake, `<__main__.Solution object at 0x…>`: Wrong Answer
  --wrong    the search forgets the `\\` diagonals (row - col): Wrong Answer from n = 2 on
"""

import json
import sys
from typing import List


class Solution:
    def __init__(self, check_backslashes=True):
        self.check_backslashes = check_backslashes

    def solveNQueens(self, n: int) -> List[List[str]]:
        res, queens = [], []
        cols, slashes, backslashes = set(), set(), set()

        def backtrack(r):
            if r == n:
                res.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for c in range(n):
                if c in cols or r + c in slashes or (self.check_backslashes and r - c in backslashes):
                    continue
                cols.add(c), slashes.add(r + c), backslashes.add(r - c), queens.append(c)
                backtrack(r + 1)
                cols.remove(c), slashes.remove(r + c), backslashes.discard(r - c), queens.pop()

        backtrack(0)
        return res


if __name__ == "__main__":
    mode = sys.argv[1] if len(sys.argv) > 1 else "--json"
    n = int(input())
    res = Solution(check_backslashes=mode != "--wrong").solveNQueens(n)
    if mode == "--repr":
        print(res)
    elif mode == "--reverse":
        print(json.dumps(res[::-1]))
    elif mode == "--garbage":
        print(Solution())
    else:
        print(json.dumps(res))
