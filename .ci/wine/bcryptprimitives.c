/* bcryptprimitives.dll for Wine 8, which has none: Rust's std (1.78 and later) takes its random
 * bytes (HashMap's keys) from ProcessPrng, and a program that cannot find it does not start.
 * This one export fills the buffer from advapi32's RtlGenRandom (SystemFunction036), which
 * Wine has. Built by .ci/wine/prefix; used only in CI's Wine prefix, never shipped. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

/* Always TRUE on Windows ("always returns TRUE", Microsoft's documentation); a ULONG at a time
 * here, since RtlGenRandom takes a ULONG length and SIZE_T is 64 bits. */
BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
