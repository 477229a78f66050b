"""CSES 1624 in Python for the stress tests: a correct count, or one with a planted bug.

usage: python3 cses1624.py [--corner-bug] < board
  (none)        the number of ways to place eight queens on free squares: Accepted
  --corner-bug  forgets the reserved corner square of row 8, column 8 when row 8 reserves
                another square too. Every golden case passes (the one that reserves that corner,
                the main diagonal, reserves nothing else in row 8); random boards find it.
"""

import sys


def ways(reserved, row=0, columns=0, backslashes=0, slashes=0):
    """Bit masks per row: the columns taken, and the squares attacked along `\\` diagonals
    (row - col) and `/` diagonals (row + col)."""
    if row == 8:
        return 1
    total = 0
    free = ~(reserved[row] | columns | backslashes | slashes) & 0xFF
    while free:
        square = free & -free
        free ^= square
        total += ways(
            reserved,
            row + 1,
            columns | square,
            ((backslashes | square) << 1) & 0xFF,
            (slashes | square) >> 1,
        )
    return total


def main():
    lines = sys.stdin.read().split()
    reserved = [sum(1 << col for col, square in enumerate(line) if square == "*") for line in lines]
    if "--corner-bug" in sys.argv and bin(reserved[7]).count("1") >= 2:
        reserved[7] &= 0x7F
    print(ways(reserved))


main()
