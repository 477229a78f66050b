"""Answers any case by looking its input up in testdata/, then misbehaves on purpose: a program for
the judge's tests of its limits, not a solution.

usage: python3 answer.py <testdata dir> [--fill BYTES | --spaces BYTES WORD | --touch MIB]
  (none)               the case's expected output: Accepted
  --fill BYTES         then empty lines up to BYTES of output in all: Accepted where empty lines
                       at the end are forgiven (Luogu), and the largest output the judge keeps
  --spaces BYTES WORD  then BYTES spaces and WORD: Output Limit Exceeded past the limit, never a
                       verdict on the right first part
  --touch MIB          first holds MIB mebibytes, every page written: Memory Limit Exceeded
"""

import os
import sys

CHUNK = 1 << 20


def expected(directory, data):
    for name in sorted(os.listdir(directory)):
        if name.endswith(".in"):
            with open(os.path.join(directory, name), "rb") as case:
                if case.read() == data:
                    with open(os.path.join(directory, name[:-3] + ".out"), "rb") as out:
                        return out.read()
    sys.exit("answer.py: no case with this input")


def pad(out, count, byte):
    """Writes `count` copies of `byte` a mebibyte at a time: the program itself stays small."""
    chunk = byte * CHUNK
    while count > 0:
        out.write(chunk[:count])
        count -= len(chunk)


def main():
    directory, mode = sys.argv[1], sys.argv[2:]
    answer = expected(directory, sys.stdin.buffer.read())
    held = None
    if mode[:1] == ["--touch"]:
        held = b"x" * (int(mode[1]) << 20)
    out = sys.stdout.buffer
    out.write(answer)
    if mode[:1] == ["--fill"]:
        pad(out, int(mode[1]) - len(answer), b"\n")
    if mode[:1] == ["--spaces"]:
        pad(out, int(mode[1]), b" ")
        out.write(mode[2].encode() + b"\n")
    out.flush()
    del held


main()
