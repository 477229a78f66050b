"""Kattis 8queens in Python for the stress tests: a correct check, or one with a planted bug.

usage: python3 kattis8queens.py [--edge-bug] < board
  (none)       `valid` for eight queens of which no two attack, else `invalid`: Accepted
  --edge-bug   walks each queen's `/` diagonal down the board while the column is above 0, not
               down to 0, so it misses a queen in the first column below it on that diagonal.
               Every golden case passes; random near misses find it.
"""

import sys


def attacks(queens, first_column):
    """Whether a queen sees another: same row or column, or down either diagonal."""
    taken = set(queens)
    for row, col in queens:
        if any(other != (row, col) and (other[0] == row or other[1] == col) for other in queens):
            return True
        for step in (1, -1):  # `\` down-right, `/` down-left
            r, c = row + 1, col + step
            while r < 8 and first_column <= c < 8:
                if (r, c) in taken:
                    return True
                r, c = r + 1, c + step
    return False


def main():
    lines = sys.stdin.read().split()
    queens = [(row, col) for row, line in enumerate(lines) for col, square in enumerate(line) if square == "*"]
    first_column = 1 if "--edge-bug" in sys.argv else 0
    print("valid" if len(queens) == 8 and not attacks(queens, first_column) else "invalid")


main()
