// LeetCode 52 in C++ as a contestant writes it, with an adapter that prints the returned count
// and no final newline: LeetCode compares the returned int, so this is Accepted.
//
// usage: leetcode52 [--wrong] < n
//   --wrong  one board short (the count minus 1): Wrong Answer
#include <cstring>
#include <iostream>
#include <vector>
using namespace std;

class Solution {
public:
    int totalNQueens(int n) {
        vector<bool> col(n), dg(2 * n), udg(2 * n);
        return dfs(0, n, col, dg, udg);
    }

private:
    int dfs(int u, int n, vector<bool>& col, vector<bool>& dg, vector<bool>& udg) {
        if (u == n) return 1;
        int count = 0;
        for (int i = 0; i < n; i++) {
            if (col[i] || dg[u + i] || udg[n - u + i]) continue;
            col[i] = dg[u + i] = udg[n - u + i] = true;
            count += dfs(u + 1, n, col, dg, udg);
            col[i] = dg[u + i] = udg[n - u + i] = false;
        }
        return count;
    }
};

int main(int argc, char** argv) {
    int n;
    cin >> n;
    int count = Solution().totalNQueens(n);
    if (argc > 1 && strcmp(argv[1], "--wrong") == 0) count -= 1;
    cout << count;
}
