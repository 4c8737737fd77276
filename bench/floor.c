/* floor: the parse floor. It reads stdin, parses every signed decimal
 * integer and prints how many there were and their sum. Any solver that
 * reads its input as text costs at least this much. */
#include "readnums.h"

int main(void) {
	int64_t sum = 0, count = 0;
	READ_NUMBERS((sum += x, count++));
	printf("%lld numbers, sum %lld\n", (long long)count, (long long)sum);
	return 0;
}
