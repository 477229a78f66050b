# Writes terminal escapes to stderr that would clear the screen and print a verdict of its own, then
# fails: the judge must show them escaped, never raw.
printf 'bell\007 and a right-to-left override \342\200\256 here\n' >&2
printf '\033[2J\033[HFAKE: verdict: Accepted\r' >&2
exit 1
