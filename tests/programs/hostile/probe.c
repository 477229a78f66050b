/* A hostile program, as a new user would write one: it reads n, tries one harm named by its
 * first argument, and prints LeetCode 52's answer for n whether or not the harm was done, so a
 * harm the jail lets through is judged Accepted (and the test sees it from outside). A refusal
 * ends it with status 1 and the system's reason on stderr: a runtime error, as on a judge. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/shm.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <sys/un.h>
#include <unistd.h>

static void refused(const char *what) {
    fprintf(stderr, "%s: %s\n", what, strerror(errno));
    exit(1);
}

/* Whether a note reaches the socket at `path`. */
static int reach(int type, const char *path) {
    int fd = socket(AF_UNIX, type, 0);
    if (fd < 0) refused("socket");
    struct sockaddr_un address = {.sun_family = AF_UNIX};
    snprintf(address.sun_path, sizeof address.sun_path, "%s", path);
    const char note[] = "harm\n";
    int reached;
    if (type == SOCK_STREAM)
        reached = connect(fd, (struct sockaddr *)&address, sizeof address) == 0 &&
                  write(fd, note, sizeof note - 1) > 0;
    else
        reached = sendto(fd, note, sizeof note - 1, 0, (struct sockaddr *)&address,
                         sizeof address) > 0;
    close(fd);
    return reached;
}

/* Every socket in /tmp whose name ends in `suffix`, as a program looking for a desktop's
 * sockets would find them, or the one `suffix` names when it is a path; refused when none is
 * reached. */
static void unix_socket(int type, const char *suffix) {
    if (suffix[0] == '/') {
        if (!reach(type, suffix)) refused(suffix);
        return;
    }
    DIR *folder = opendir("/tmp");
    if (!folder) refused("opendir /tmp");
    int reached = 0;
    errno = ENOENT;
    for (struct dirent *entry; (entry = readdir(folder));) {
        size_t length = strlen(entry->d_name), wanted = strlen(suffix);
        if (length < wanted || strcmp(entry->d_name + length - wanted, suffix)) continue;
        char path[300];
        snprintf(path, sizeof path, "/tmp/%s", entry->d_name);
        reached |= reach(type, path);
    }
    if (!reached) refused("no socket of the host reached");
}

/* The judge's own limit, lowered: the judge is this program's parent. */
static void judges_limit(int resource, rlim_t value) {
    struct rlimit limit = {value, value};
    if (prlimit(getppid(), resource, &limit, NULL) != 0) refused("prlimit");
}

/* 4 GiB written into a memory file no process maps. */
static void memfd(void) {
    int fd = memfd_create("probe", 0);
    if (fd < 0) refused("memfd_create");
    static char chunk[1 << 20];
    memset(chunk, 'x', sizeof chunk);
    for (int i = 0; i < 4096; i++)
        if (write(fd, chunk, sizeof chunk) < 0) refused("write");
}

/* Forks until refused, each child asleep with its output closed; then exits, failing, at the
 * first refusal, a moment later (a bomb the kernel holds is then RE in a fraction of a second, not a CPU-bound
 * TLE that the judge runs three times as close to the limit). */
static void fork_bomb(void) {
    for (int i = 0; i < 5000; i++) {
        pid_t pid = fork();
        if (pid == 0) {
            close(0);
            close(1);
            close(2);
            pause();
            _exit(0);
        }
        if (pid < 0) {
            fprintf(stderr, "fork refused after %d processes\n", i);
            usleep(200000); /* long enough for a look from outside */
            exit(1);
        }
    }
}


/* CPU time burned where no look at the program sees it all: three children, one after the
 * other, each 50 ms on a CPU, that the kernel reaps at once (SIGCHLD ignored), so neither their
 * parent's counts nor a sample of /proc holds more than one child's time; a cgroup's count holds
 * all 150 ms. Not a harm: a figure the judge must not lose (a lower bound without a cgroup). */
static void hidden_cpu(void) {
    signal(SIGCHLD, SIG_IGN);
    for (int i = 0; i < 3; i++) {
        if (fork() == 0) {
            struct timespec now;
            do clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
            while (now.tv_sec == 0 && now.tv_nsec < 50000000);
            _exit(0);
        }
        /* With SIGCHLD ignored, wait returns once the child is gone (ECHILD). */
        while (wait(NULL) > 0 || errno == EINTR) {
        }
    }
}

/* A key in the user's keyring, which the host's processes of the same user share. */
static void key(const char *description) {
    long made = syscall(SYS_add_key, "user", description, "harm", 4, -4 /* user keyring */);
    if (made < 0) refused("add_key");
}

/* A SysV shared memory segment left behind, under `key`. */
static void shared_memory(const char *key) {
    int id = shmget((key_t)strtol(key, NULL, 0), 1 << 20, IPC_CREAT | 0666);
    if (id < 0) refused("shmget");
    char *memory = shmat(id, NULL, 0);
    if (memory == (void *)-1) refused("shmat");
    memset(memory, 'x', 1 << 20);
}

/* The file `secret` in `folder` (`here`: the folder it was started in), a file of the host's,
 * read a moment after the start (long enough for a look from outside at who the program runs
 * as); what it holds goes to stderr. */
static void read_file(const char *folder) {
    char path[4096];
    if (!strcmp(folder, "here")) folder = ".";
    snprintf(path, sizeof path, "%s/secret", folder);
    usleep(300000);
    FILE *file = fopen(path, "r");
    if (!file) refused(path);
    char line[256] = "";
    if (fgets(line, sizeof line, file)) fprintf(stderr, "read: %s\n", line);
    exit(3);
}

/* A process of the host's (a `sleep` the test started), by its pid: seen in /proc, or
 * killed; what /proc lists goes to stderr. */
static void host_process(const char *number) {
    pid_t pid = (pid_t)strtol(number, NULL, 10);
    char path[64], listed[1024] = "";
    snprintf(path, sizeof path, "/proc/%d", (int)pid);
    int seen = access(path, F_OK) == 0;
    DIR *proc = opendir("/proc");
    for (struct dirent *entry; proc && (entry = readdir(proc));)
        if (entry->d_name[0] > '0' && entry->d_name[0] <= '9' && strlen(listed) < 1000)
            strcat(strcat(listed, " "), entry->d_name);
    fprintf(stderr, "/proc lists:%s\n", listed);
    if (kill(pid, SIGKILL) != 0 && !seen) refused(path);
}

int main(int argc, char **argv) {
    int n = 0;
    if (scanf("%d", &n) != 1 || n < 1 || n > 9 || argc < 2) return 2;
    const char *probe = argv[1], *argument = argc > 2 ? argv[2] : "";
    if (!strcmp(probe, "unix-stream")) unix_socket(SOCK_STREAM, argument);
    else if (!strcmp(probe, "unix-datagram")) unix_socket(SOCK_DGRAM, argument);
    else if (!strcmp(probe, "judge-cpu")) judges_limit(RLIMIT_CPU, 0);
    else if (!strcmp(probe, "read-file")) read_file(argument);
    else if (!strcmp(probe, "judge-files")) judges_limit(RLIMIT_NOFILE, 3);
    else if (!strcmp(probe, "memfd")) memfd();
    else if (!strcmp(probe, "fork-bomb")) fork_bomb();
    else if (!strcmp(probe, "key")) key(argument);
    else if (!strcmp(probe, "shm")) shared_memory(argument);
    else if (!strcmp(probe, "host-process")) host_process(argument);
    else if (!strcmp(probe, "hidden-cpu")) hidden_cpu();
    else if (strcmp(probe, "none")) return 2;
    static const int counts[] = {1, 0, 0, 2, 10, 4, 40, 92, 352};
    printf("%d\n", counts[n - 1]);
    return 0;
}
