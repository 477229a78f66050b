"""AcWing 843 in Python for the judge's tests: a correct solution, or one flawed on purpose.

usage: python3 acwing843.py [--reverse | --wrong | --trailing-space | --crash] < n
  (none)            every board, row by row with columns ascending: Accepted
  --reverse         the same boards, last first: Accepted, the judge takes any order
  --wrong           the first board's last queen one column to the right: Wrong Answer
  --trailing-space  a space after every row: Presentation Error where the judge tells
  --crash           an IndexError after reading n: Runtime Error, exit status 1
"""

import sys


def boards(n):
    """Every solution as the queen's column in each row: columns, `\\` diagonals (row - col)
    and `/` diagonals (row + col) marked."""
    columns, slashes, backslashes = [False] * n, [False] * (2 * n), [False] * (2 * n)
    queens = []

    def place(row):
        if row == n:
            yield list(queens)
            return
        for col in range(n):
            if columns[col] or slashes[row + col] or backslashes[row - col + n]:
                continue
            columns[col] = slashes[row + col] = backslashes[row - col + n] = True
            queens.append(col)
            yield from place(row + 1)
            queens.pop()
            columns[col] = slashes[row + col] = backslashes[row - col + n] = False

    return list(place(0))


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    n = int(sys.stdin.read())
    solutions = boards(n)
    if mode == "--crash":
        solutions = solutions[len(solutions)]
    if mode == "--reverse":
        solutions.reverse()
    if mode == "--wrong" and solutions:
        solutions[0][-1] = (solutions[0][-1] + 1) % n
    end = " \n" if mode == "--trailing-space" else "\n"
    out = []
    for queens in solutions:
        out.extend("." * col + "Q" + "." * (n - col - 1) + end for col in queens)
        out.append("\n")
    sys.stdout.write("".join(out))


main()
