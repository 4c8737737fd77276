/* sgvi: the textbook stone-game-vi (LeetCode 1686): sort the stones by
 * decreasing aliceValues[i] + bobValues[i] with qsort, then Alice takes the
 * even ranks and Bob the odd ones. Reads the 2n numbers on stdin (the first
 * n are aliceValues, the rest bobValues: the JSON object
 * {"aliceValues":[...],"bobValues":[...]} parses as is) and prints the
 * answer (1, 0, -1) and both totals. */
#include "readnums.h"

typedef struct {
	int64_t c, a, b;
} stone;

static int bysum(const void *x, const void *y) {
	int64_t p = ((const stone *)x)->c, q = ((const stone *)y)->c;
	return (p < q) - (p > q);
}

int main(void) {
	vec all = {0};
	READ_NUMBERS(push(&all, x));
	size_t n = all.n / 2;
	stone *s = malloc((n + 1) * sizeof *s);
	for (size_t i = 0; i < n; i++) {
		s[i].a = all.a[i];
		s[i].b = all.a[n + i];
		s[i].c = s[i].a + s[i].b;
	}
	qsort(s, n, sizeof *s, bysum);
	int64_t alice = 0, bob = 0;
	for (size_t i = 0; i < n; i++) {
		if (i % 2 == 0)
			alice += s[i].a;
		else
			bob += s[i].b;
	}
	printf("%d %lld %lld\n", (alice > bob) - (alice < bob), (long long)alice, (long long)bob);
	return 0;
}
