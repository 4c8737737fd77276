package cli

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// errFull is the error of fullWriter.
var errFull = errors.New("no space left on device")

// fullWriter fails every write, as /dev/full does.
type fullWriter struct{}

func (fullWriter) Write([]byte) (int, error) { return 0, errFull }

// The commands that only print (help, version, -h) report a failed write
// and exit 1, as the solving commands do; a command that reads a file
// blames the output, not the file (solve FILE once printed "FILE: write
// /dev/stdout: no space left on device").
var printOnly = [][]string{
	{"help"}, {"--help"}, {"help", "solve"}, {"version"}, {"--version"},
	{"solve", "-h"}, {"explain", "--help"}, {"play", "-h"}, {"serve", "-h"},
	{"solve", "1", "2"}, // a solving command, for comparison
	{"solve", "testdata/row.txt"},
	{"solve", "--json", "testdata/row.txt"},
	{"solve", "--line", "testdata/row.txt"},
	{"solve", "--batch", "testdata/row.txt"},
	{"explain", "testdata/row.txt"},
}

func TestWriteErrors(t *testing.T) {
	for _, args := range printOnly {
		var errb bytes.Buffer
		code := Main(context.Background(), args, strings.NewReader(""), fullWriter{}, &errb)
		if want := "stonegame: " + errFull.Error() + "\n"; code != 1 || errb.String() != want {
			t.Errorf("%v to a full disk: exit %d, stderr %q; want 1 and %q", args, code, errb.String(), want)
		}
	}
}

// The same with the real binary and its standard output on /dev/full.
func TestWriteErrorsDevFull(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full")
	}
	defer full.Close()
	bin := buildStonegame(t)
	for _, args := range printOnly {
		cmd := exec.Command(bin, args...)
		var errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = full, &errb
		cmd.Run()
		if code := cmd.ProcessState.ExitCode(); code != 1 || !strings.HasSuffix(errb.String(), ": no space left on device\n") || strings.Contains(errb.String(), "row.txt") {
			t.Errorf("%v > /dev/full: exit %d, stderr %q; want 1 and no space left on device, not blamed on the input", args, code, errb.String())
		}
	}
}
