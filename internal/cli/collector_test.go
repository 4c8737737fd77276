package cli

import "testing"

func TestGCPercent(t *testing.T) {
	const mb = 1 << 20
	for _, tc := range []struct {
		live, floor uint64
		want        int
	}{
		{4 * mb, 12 * mb, 200},   // grows to the floor
		{3 * mb, 12 * mb, 300},   //
		{2 * mb, 12 * mb, 300},   // the runtime's least goal, 4 MiB × 3: the floor
		{6 * mb, 12 * mb, 100},   // doubling reaches the floor: the default
		{100 * mb, 12 * mb, 100}, // a large heap: the default
		{0, 12 * mb, 300},        // nothing live
		{0, 4 * mb, 100},         // a floor the default meets
		{3 * mb, 16 * mb, 400},
	} {
		if got := gcPercent(tc.live, tc.floor); got != tc.want {
			t.Errorf("gcPercent(%d, %d) = %d, want %d", tc.live, tc.floor, got, tc.want)
		}
	}
}

func TestTunable(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		want bool
	}{
		{map[string]string{}, true},
		{map[string]string{"GOGC": "100"}, false},
		{map[string]string{"GOGC": "off"}, false},
		{map[string]string{"GOMEMLIMIT": "1GiB"}, false},
	} {
		if got := tunable(func(k string) string { return tc.env[k] }); got != tc.want {
			t.Errorf("%v: tunable %v, want %v", tc.env, got, tc.want)
		}
	}
}
