/* Touches MIB mebibytes (every page written), frees them at once, then prints the file ANSWER:
 * a peak of a few milliseconds, shorter than the judge's memory samples. A program for the
 * judge's tests of its memory figure, not a solution.
 *
 * usage: gcc -O2 -o peak peak.c && ./peak MIB ANSWER */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

int main(int argc, char **argv) {
    if (argc != 3) {
        fputs("peak: usage: peak MIB ANSWER\n", stderr);
        return 2;
    }
    size_t size = (size_t)atol(argv[1]) << 20;
    char *held = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (held == MAP_FAILED) {
        perror("peak: mmap");
        return 2;
    }
    memset(held, 1, size);
    munmap(held, size);
    FILE *answer = fopen(argv[2], "rb");
    if (answer == NULL) {
        perror("peak: the answer");
        return 2;
    }
    char buffer[4096];
    size_t count;
    while ((count = fread(buffer, 1, sizeof buffer, answer)) > 0) {
        fwrite(buffer, 1, count, stdout);
    }
    fclose(answer);
    return 0;
}
