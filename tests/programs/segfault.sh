# Dies of SIGSEGV after some output, as a C++ program writing out of bounds would: Runtime Error.
read n
echo "$n"
echo "about to fail" >&2
kill -SEGV $$
