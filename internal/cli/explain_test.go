package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestExplain(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name   string
		stdin  string
		args   []string
		code   int
		stdout []string // substrings of stdout
		stderr string   // substring of stderr
	}{
		{"issue example", "", []string{"explain", "--game", "stone-game", "1", "5", "100", "7"}, 0,
			[]string{"1 − 7 + 100 − 5 = 89", "Alice wins 101 to 12, so the answer is true", "both optimal", "memo hit", "89*", "parity certificate"}, ""},
		{"flags after numbers", "", []string{"explain", "1", "5", "233", "7", "--game", "486"}, 0,
			[]string{"1 − 7 + 233 − 5 = 222", "player 1 wins 234 to 12"}, ""},
		{"negative numbers", "", []string{"explain", "-3", "-1"}, 0, []string{"−1 − (−3) = 2"}, ""},
		{"stdin", "1 5 2\n", []string{"explain"}, 0, []string{"player 2 wins 5 to 3, so the answer is false"}, ""},
		{"stone-game-vi", "", []string{"explain", "--alice", "5,4,3,2", "--bob", "4,1,2,3"}, 0,
			[]string{"Alice wins 8 to 4, so the answer is 1", "decreasing a+b", "14 − 10 = 4"}, ""},
		{"markdown", "", []string{"explain", "--format", "markdown", "1", "5", "233", "7"}, 0,
			[]string{"# Explaining Predict the Winner", "| # | player |", "**1 − 7 + 233 − 5 = 222**"}, ""},
		{"svg", "", []string{"explain", "--format", "svg", "1", "5", "233", "7"}, 0,
			[]string{`<?xml version="1.0"`, "<svg", "1 − 7 + 233 − 5 = 222"}, ""},
		{"html", "", []string{"explain", "--format=html", "1", "5", "233", "7"}, 0,
			[]string{"<!DOCTYPE html>", "<svg", "1 − 7 + 233 − 5 = 222"}, ""},
		{"bad format", "", []string{"explain", "--format", "pdf", "1", "2"}, 2, nil, `unknown format "pdf": use text, markdown, svg, html`},
		{"bad number", "", []string{"explain", "1", "x"}, 1, nil, `"x" is not an integer`},
		{"no numbers", "", []string{"explain"}, 1, nil, "no numbers"},
		{"bad game", "", []string{"explain", "--game", "chess", "1"}, 2, nil, `unknown game "chess"`},
		{"unwritable file", "", []string{"explain", "-o", filepath.Join(dir, "no", "such", "dir", "x.txt"), "1", "2"}, 1, nil,
			"cannot write the explanation to " + filepath.Join(dir, "no", "such", "dir", "x.txt") + ": no such file or directory"},
		{"help", "", []string{"explain", "-h"}, 0, []string{"usage: stonegame explain", "-format", "-o FILE"}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, errs, code := run(t, tc.stdin, tc.args...)
			if code != tc.code {
				t.Errorf("exit code %d, want %d; stderr %q", code, tc.code, errs)
			}
			for _, w := range tc.stdout {
				if !strings.Contains(out, w) {
					t.Errorf("stdout does not contain %q:\n%s", w, out)
				}
			}
			if tc.stderr != "" && !strings.Contains(errs, tc.stderr) {
				t.Errorf("stderr %q, want it to contain %q", errs, tc.stderr)
			}
			if strings.Contains(out, "\x1b[") {
				t.Error("colour in output that is not a terminal")
			}
		})
	}
}

func TestExplainToFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "x.html")
	out, errs, code := run(t, "", "explain", "--format", "html", "-o", file, "1", "5", "100", "7")
	if code != 0 || out != "" || errs != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q; want 0 and nothing written", code, out, errs)
	}
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(b, []byte("<!DOCTYPE html>")) || !bytes.Contains(b, []byte("1 − 7 + 100 − 5 = 89")) {
		t.Errorf("%s does not hold the HTML explanation:\n%.300s", file, b)
	}
}

func TestColorful(t *testing.T) {
	f, err := os.Create(filepath.Join(t.TempDir(), "out"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if colorful(&Env{Stdout: f}) {
		t.Error("a regular file counts as a terminal")
	}
	if colorful(&Env{Stdout: &bytes.Buffer{}}) {
		t.Error("a buffer counts as a terminal")
	}
}
