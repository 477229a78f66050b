# Starts answering, then sleeps far past any time limit: Time Limit Exceeded. `sleep` is a child
# of `sh` holding the output pipe, so the judge has to kill the whole process group.
read n
echo "$n"
sleep 10
