// Package procs is what the bench programs (bench/load, bench/abuse) share
// to measure stonegame as a process: building the binary, starting `serve`
// on 127.0.0.1, reading a process's figures from /proc, and the quantiles
// of latencies. It is Linux's /proc that it reads: elsewhere the figures
// are -1.
package procs

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"time"
)

// Build builds stonegame into dir and returns the binary's path. go
// build's output is in the error.
func Build(dir string) (string, error) {
	bin := filepath.Join(dir, "stonegame")
	if b, err := exec.Command("go", "build", "-o", bin, "stonegame/cmd/stonegame").CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build: %v\n%s", err, b)
	}
	return bin, nil
}

// servedURL finds the address in serve's first line.
var servedURL = regexp.MustCompile(`http://127\.0\.0\.1:\d+/`)

// Serve starts `bin serve` on a free port of 127.0.0.1, its standard error
// to stderr, and returns the started command and the URL it serves, read
// from its first line (the rest of its output is discarded). The caller
// waits for cmd.
func Serve(bin string, stderr io.Writer) (cmd *exec.Cmd, url string, err error) {
	cmd = exec.Command(bin, "serve", "--addr", "127.0.0.1:0")
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, "", err
	}
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		return nil, "", err
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	go io.Copy(io.Discard, out)
	url = servedURL.FindString(line)
	if err != nil || url == "" {
		cmd.Process.Kill()
		cmd.Wait()
		return nil, "", fmt.Errorf("the server printed %q: %v", line, err)
	}
	return cmd, url, nil
}

// Status reads a field of /proc/PID/status given in kB ("VmRSS",
// "VmHWM"), in bytes; -1 if the process is gone or has no such field.
func Status(pid int, field string) int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return -1
	}
	m := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(field) + `:\s+(\d+) kB`).FindSubmatch(b)
	if m == nil {
		return -1
	}
	kb, _ := strconv.ParseInt(string(m[1]), 10, 64)
	return kb << 10
}

// Quantile is the q-quantile of ds by nearest rank (0.99: the smallest d
// that at least 99% of ds do not pass); 0 for none. ds is not changed.
func Quantile(ds []time.Duration, q float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	i := int(q*float64(len(s))+0.5) - 1
	return s[min(max(i, 0), len(s)-1)]
}
