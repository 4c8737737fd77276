package cli

import (
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestInstanceLike(t *testing.T) {
	tests := []struct {
		arg  string
		want bool
	}{
		{"5", true}, {"-3", true}, {"1,5,233", true}, {"1.5", true}, {"+2", true},
		{"[1,2]", true}, {"nums = [1,2]", true}, {"=", true}, {`{"nums":[1]}`, true}, {"n=4", true},
		{"in.txt", false}, {"./5", false}, {"1.txt", false}, {"nums", false}, {"", false},
	}
	for _, tc := range tests {
		if got := instanceLike(tc.arg); got != tc.want {
			t.Errorf("instanceLike(%q) = %v, want %v", tc.arg, got, tc.want)
		}
	}
}

// inputFiles tells files from instances: in a directory with the files
// in.txt, 5 and nums, and the directory d.
func TestInputFiles(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"in.txt", "5", "nums"} {
		if err := os.WriteFile(filepath.Join(dir, f), []byte("1 2\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "d"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	tests := []struct {
		args  []string
		files []string // nil: the arguments are the instance
		err   string
	}{
		{nil, nil, ""},
		{[]string{"1", "5", "233"}, nil, ""},
		{[]string{"5"}, nil, ""}, // a number, though a file has its name
		{[]string{"nums", "=", "[1,2]"}, nil, ""},
		{[]string{"nums"}, []string{"nums"}, ""}, // alone, the file
		{[]string{"nums", "[1,2]"}, nil, ""},     // a bare name with numbers: a word
		{[]string{"in.txt"}, []string{"in.txt"}, ""},
		{[]string{"./5", "-", "in.txt"}, []string{"./5", "-", "in.txt"}, ""},
		{[]string{"-"}, []string{"-"}, ""},
		{[]string{"gone.txt"}, nil, "cannot read gone.txt: no such file or directory"},
		{[]string{"in.txt", "gone.txt"}, nil, "cannot read gone.txt: no such file or directory"},
		{[]string{"1", "gone.txt"}, nil, ""}, // the parser says gone.txt is not an integer
		{[]string{"d"}, nil, "cannot read d: it is a directory"},
		{[]string{"in.txt", "3"}, nil, "in.txt is a file but 3 is not: give the instance as arguments or name files to read it from, not both"},
		{[]string{"-", "[1,2]"}, nil, "- is a file but [1,2] is not: give the instance as arguments or name files to read it from, not both"},
	}
	for _, tc := range tests {
		files, err := inputFiles(tc.args)
		msg := ""
		if err != nil {
			msg = err.Error()
		}
		if msg != tc.err || !slices.Equal(files, tc.files) {
			t.Errorf("inputFiles(%q) = %q, %q; want %q, %q", tc.args, files, msg, tc.files, tc.err)
		}
	}
}

// With a terminal on standard input and no numbers, solve and explain say
// they are reading it; from a file or pipe they do not.
func TestStdinHint(t *testing.T) {
	old := isTerminalIn
	defer func() { isTerminalIn = old }()
	for _, term := range []bool{true, false} {
		for _, args := range [][]string{{"solve"}, {"solve", "-"}, {"explain"}} {
			isTerminalIn = func(io.Reader) bool { return term }
			out, errs, code := run(t, "1 2\n", args...)
			want := ""
			if term {
				want = stdinHint + "\n"
			}
			if code != 0 || errs != want || !strings.Contains(out, "player 1 wins 2 to 1") {
				t.Errorf("%q, terminal %v: code %d, stderr %q, stdout %q; want 0, %q and the answer", args, term, code, errs, out, want)
			}
		}
	}
	// Numbers as arguments: nothing is read, nothing said.
	isTerminalIn = func(io.Reader) bool { return true }
	if _, errs, _ := run(t, "", "solve", "1", "2"); errs != "" {
		t.Errorf("solve 1 2 on a terminal: stderr %q, want none", errs)
	}
}
