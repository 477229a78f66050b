"""Spends one of the judge's clocks, then answers: a program for the judge's tests of its clocks,
its memory figure and the environment it gives, not a solution. Stdin is not read.

usage: python3 clocks.py <answer file> <mode> <argument>
  burn SECONDS      spends SECONDS of its own CPU time (user + sys), then answers
  sleep SECONDS     sleeps SECONDS of wall time using no CPU, then answers
  peak MIB          holds MIB mebibytes for a moment, every page written, frees them, answers
  environment FILE  writes the names of its environment variables to FILE, one a line, answers
"""

import os
import sys
import time


def main():
    answer, mode, argument = sys.argv[1:4]
    if mode == "burn":
        # The process's own CPU clock: the same amount on a quiet or a busy machine.
        while time.process_time() < float(argument):
            pass
    elif mode == "sleep":
        time.sleep(float(argument))
    elif mode == "peak":
        held = b"x" * (int(argument) << 20)
        del held
    elif mode == "environment":
        with open(argument, "w") as out:
            out.write("".join(name + "\n" for name in sorted(os.environ)))
    else:
        sys.exit("clocks.py: unknown mode " + repr(mode))
    with open(answer, "rb") as expected:
        sys.stdout.buffer.write(expected.read())


main()
