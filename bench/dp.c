/* dp: the textbook O(n^2) interval DP of take-from-either-end (LeetCode
 * 486/877), value(i..j) = max(a[i] - value(i+1..j), a[j] - value(i..j-1)),
 * in its usual one-row form (O(n) memory, so large n fit; same O(n^2) time
 * as the full table). Reads a row on stdin, prints the first player's
 * differential. */
#include "readnums.h"

int main(void) {
	vec row = {0};
	READ_NUMBERS(push(&row, x));
	size_t n = row.n;
	int64_t *a = row.a, *d = malloc((n + 1) * sizeof *d);
	for (size_t j = 0; j < n; j++) {
		d[j] = a[j];
		for (size_t i = j; i-- > 0;) {
			int64_t l = a[i] - d[i + 1], r = a[j] - d[i];
			d[i] = l > r ? l : r;
		}
	}
	printf("%lld\n", n ? (long long)d[0] : 0LL);
	return 0;
}
