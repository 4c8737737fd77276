/* readnums.h: the number reader shared by the C baselines. It reads all of
 * stdin with read(2) in 1 MiB blocks and calls emit() for every signed
 * decimal integer; any other byte separates numbers, so one number per line,
 * spaces and JSON arrays ({"aliceValues":[1,2],...}) all parse. No validation:
 * this is the cost floor of reading text, not a parser with error messages. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static char rn_buf[1 << 20];

#define READ_NUMBERS(EMIT)                                                 \
	do {                                                                   \
		uint64_t rn_v = 0;                                                 \
		int rn_neg = 0, rn_in = 0;                                         \
		ssize_t rn_r;                                                      \
		while ((rn_r = read(0, rn_buf, sizeof rn_buf)) > 0) {              \
			for (ssize_t rn_i = 0; rn_i < rn_r; rn_i++) {                  \
				unsigned rn_d = (unsigned char)rn_buf[rn_i] - '0';         \
				if (rn_d < 10) {                                           \
					rn_v = rn_v * 10 + rn_d;                               \
					rn_in = 1;                                             \
					continue;                                              \
				}                                                          \
				if (rn_in) {                                               \
					int64_t x = rn_neg ? -(int64_t)rn_v : (int64_t)rn_v;   \
					EMIT;                                                  \
					rn_v = 0;                                              \
					rn_in = 0;                                             \
				}                                                          \
				rn_neg = rn_buf[rn_i] == '-';                              \
			}                                                              \
		}                                                                  \
		if (rn_in) {                                                       \
			int64_t x = rn_neg ? -(int64_t)rn_v : (int64_t)rn_v;           \
			EMIT;                                                          \
		}                                                                  \
	} while (0)

/* vec is a growable array of int64. */
typedef struct {
	int64_t *a;
	size_t n, cap;
} vec;

static void push(vec *v, int64_t x) {
	if (v->n == v->cap) {
		v->cap = v->cap ? 2 * v->cap : 1024;
		v->a = realloc(v->a, v->cap * sizeof *v->a);
		if (!v->a) {
			perror("realloc");
			exit(1);
		}
	}
	v->a[v->n++] = x;
}
