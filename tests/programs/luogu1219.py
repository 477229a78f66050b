"""Luogu P1219 in Python for the stress tests: the first three solutions by backtracking, then the
count, or one with a planted bug.

usage: python3 luogu1219.py [--count-bug] < n
  (none)        the count from OEIS A000170 (Python would take seconds to count n = 13)
  --count-bug   the count one too many from n = 10 on
"""

import sys

# OEIS A000170, n = 0 to 13.
COUNTS = [1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712]


def first_three(n):
    """The first three solutions in lexicographic order, columns from 1."""
    found, queens = [], []

    def place(row):
        if row == n:
            found.append([col + 1 for col in queens])
            return len(found) == 3
        for col in range(n):
            if all(col != other and abs(col - other) != row - above
                   for above, other in enumerate(queens)):
                queens.append(col)
                if place(row + 1):
                    return True
                queens.pop()
        return False

    place(0)
    return found


def main():
    n = int(sys.stdin.read())
    count = COUNTS[n] + (1 if "--count-bug" in sys.argv and n >= 10 else 0)
    lines = [" ".join(map(str, columns)) for columns in first_three(n)]
    print("\n".join(lines + [str(count)]))


main()
