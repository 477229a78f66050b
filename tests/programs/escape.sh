# Leaves a process behind the way a new user's program can, then ends: a program for the judge's
# tests that nothing of a case outlives it.
#
# usage: sh escape.sh <escape> <ending> <expected output file>
#   escape  setsid      `setsid sleep 201` in the background: its own session and group
#           job         `set -m` in a shell: its background job gets a group of its own
#           background  `sleep 203 &` with its output redirected: the group, but never waited for
#           forks       as many `sleep 204 &` as it can, up to 100 (the process limit may stop it)
#   ending  ac          prints the expected output and exits 0
#           re          exits 3
#           tle         sleeps past any time limit (also the ending to stop the judge on)
escape=$1 ending=$2 answer=$3
case $escape in
setsid) setsid sleep 201 >/dev/null 2>&1 & ;;
job)
    # dash refuses job control without a terminal; bash gives the job a group of its own.
    bash -c 'set -m; sleep 202 >/dev/null 2>&1 & echo started' >/dev/null 2>&1
    ;;
background) sleep 203 >/dev/null 2>&1 & ;;
forks)
    i=0
    while [ $i -lt 100 ]; do
        sleep 204 >/dev/null 2>&1 &
        i=$((i + 1))
    done 2>/dev/null
    ;;
esac
case $ending in
ac) cat "$answer" ;;
re) exit 3 ;;
tle) sleep 205 ;;
esac
