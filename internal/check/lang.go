package check

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"text/template"
	"time"

	"stonegame/game"
)

// A Language is a language check writes a harness for: the harness reads
// the cases in LeetCode's test-case form, calls the solution's function
// with LeetCode's name and types, and prints and flushes one answer per
// case.
type Language struct {
	ID      string   // the id game.ParamKind.TypeIn takes: "python"
	Name    string   // "Python 3"
	Ext     string   // the solution file's extension: ".py"
	Tools   []string // the programs it needs: "python3"
	Install string   // how to install them on Debian: "apt-get install python3"
}

// Languages are the languages a SOLUTION file may be in, told by its
// extension.
var Languages = []Language{
	{"python", "Python 3", ".py", []string{"python3"}, "apt-get install python3"},
	{"go", "Go", ".go", []string{"go"}, "install Go from https://go.dev/dl"},
	{"cpp", "C++", ".cpp", []string{"g++"}, "apt-get install g++"},
	{"javascript", "JavaScript", ".js", []string{"node"}, "apt-get install nodejs"},
	{"java", "Java", ".java", []string{"javac", "java"}, "apt-get install default-jdk-headless"},
}

// Signature returns the function a solution of g defines in l, as
// LeetCode shows it: Python "def stoneGameVII(self, stones: List[int]) ->
// int" (in class Solution), Go "func stoneGameVII(stones []int) int", C++
// "int stoneGameVII(vector<int>& stones)", JavaScript "var stoneGameVII =
// function(stones)" with the types in a comment, Java "public int
// stoneGameVII(int[] stones)".
func Signature(g *game.Spec, l Language) string {
	var ps []string
	ret := game.AnswerTypeIn(g.AnswerType, l.ID)
	for _, p := range g.Params {
		t := p.Kind.TypeIn(l.ID)
		switch l.ID {
		case "python":
			ps = append(ps, p.Name+": "+t)
		case "go":
			ps = append(ps, p.Name+" "+t)
		case "javascript":
			ps = append(ps, p.Name)
		default:
			ps = append(ps, t+" "+p.Name)
		}
	}
	args := strings.Join(ps, ", ")
	switch l.ID {
	case "python":
		return fmt.Sprintf("def %s(self, %s) -> %s", g.Func, args, ret)
	case "go":
		return fmt.Sprintf("func %s(%s) %s", g.Func, args, ret)
	case "javascript":
		var ts []string
		for _, p := range g.Params {
			ts = append(ts, p.Name+": "+p.Kind.TypeIn(l.ID))
		}
		return fmt.Sprintf("var %s = function(%s) // %s → %s", g.Func, args, strings.Join(ts, ", "), ret)
	case "java":
		return fmt.Sprintf("public %s %s(%s)", ret, g.Func, args)
	}
	return fmt.Sprintf("%s %s(%s)", ret, g.Func, args)
}

// LanguageOf returns the language of a solution file, by its extension
// (.cc and .cxx are C++ too).
func LanguageOf(file string) (Language, bool) {
	ext := strings.ToLower(filepath.Ext(file))
	if ext == ".cc" || ext == ".cxx" {
		ext = ".cpp"
	}
	for _, l := range Languages {
		if l.Ext == ext {
			return l, true
		}
	}
	return Language{}, false
}

// Missing returns the first tool of l that is not installed, or "".
func (l Language) Missing() string {
	for _, t := range l.Tools {
		if _, err := exec.LookPath(t); err != nil {
			return t
		}
	}
	return ""
}

// ErrToolchain is wrapped by the error of [Prepare] when a language's
// toolchain is not installed.
var ErrToolchain = errors.New("toolchain not installed")

// CompileError is a solution that does not compile: the compiler's own
// words.
type CompileError struct {
	Language string
	Output   string // what the compiler printed
}

func (e *CompileError) Error() string {
	return fmt.Sprintf("the %s solution does not compile:\n%s", e.Language, strings.TrimRight(e.Output, "\n"))
}

// CompileTimeout is a compile that did not finish within its time limit
// (a C++ #include of a FIFO never does): its processes were killed.
type CompileTimeout struct {
	Language string        // "C++"
	Compiler string        // the program that was run: "g++"
	Limit    time.Duration // the limit it ran out of
}

func (e *CompileTimeout) Error() string {
	return fmt.Sprintf("the %s solution did not compile within %v: %s was stopped", e.Language, e.Limit, e.Compiler)
}

// DefaultCompileLimit is the time a compile may take when [Prepare] is
// given no limit.
const DefaultCompileLimit = 60 * time.Second

// Program is a solution ready to run: a command that reads cases on
// standard input and prints one answer per case.
type Program struct {
	Argv []string // the command and its arguments
	Dir  string   // its working directory
	// PerCase says that the program flushes each answer as soon as it has
	// it (check's harnesses do), so the time limit applies to each case;
	// otherwise to a batch of k cases, as k times the limit.
	PerCase bool
}

// Prepare writes the harness for the solution in file, of the language its
// extension says, into dir (a temporary directory of the caller's), and
// compiles it, within limit (DefaultCompileLimit if limit <= 0). It returns
// a [*CompileError] with the compiler's output when the solution does not
// compile, a [*CompileTimeout] when the compile takes longer than limit,
// and an error wrapping [ErrToolchain] that says how to install it when
// the toolchain is missing. The compiler runs in dir, with its temporary
// files there too (TMPDIR), as a process tree killed whole at the limit
// or when ctx is done. It costs one compilation (none for Python; a parse
// for JavaScript, node --check).
func Prepare(ctx context.Context, g *game.Spec, file, dir string, limit time.Duration) (*Program, error) {
	if limit <= 0 {
		limit = DefaultCompileLimit
	}
	lang, ok := LanguageOf(file)
	if !ok {
		return nil, fmt.Errorf("%s: cannot tell the language from the extension %q: use .py, .go, .cpp, .js or .java, or run a program with -- CMD ARGS", file, filepath.Ext(file))
	}
	if t := lang.Missing(); t != "" {
		return nil, fmt.Errorf("%s needs %s, which is not installed (%s): %w", lang.Name, t, lang.Install, ErrToolchain)
	}
	src, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	h := harnessData(g)
	if !bytes.Contains(src, []byte(g.Func)) {
		return nil, fmt.Errorf("%s defines no %s, LeetCode's function for %s", file, g.Func, g.Name)
	}
	write := func(name string, data []byte) error {
		return os.WriteFile(filepath.Join(dir, name), data, 0o644)
	}
	run := func(argv ...string) error {
		out, err := runTool(ctx, dir, limit, true, argv)
		switch {
		case errors.Is(err, errToolTimeout):
			return &CompileTimeout{Language: lang.Name, Compiler: argv[0], Limit: limit}
		case errors.Is(err, errToolFailed): // paths in dir as the compiler's own: solution.js:3
			return &CompileError{Language: lang.Name, Output: strings.ReplaceAll(string(out), dir+string(filepath.Separator), "")}
		}
		return err
	}
	switch lang.Ext {
	case ".py":
		if err := write("solution.py", src); err != nil {
			return nil, err
		}
		if err := write("main.py", render(pyHarness(), h)); err != nil {
			return nil, err
		}
		return &Program{Argv: []string{pythonPath(ctx, dir, limit), "main.py"}, Dir: dir, PerCase: true}, nil
	case ".js":
		if err := write("solution.js", src); err != nil {
			return nil, err
		}
		// A syntax error is a solution that does not compile, not a crash
		// of every case: node --check parses it without running it.
		if err := run("node", "--check", "solution.js"); err != nil {
			return nil, err
		}
		if err := write("main.js", render(jsHarness(), h)); err != nil {
			return nil, err
		}
		return &Program{Argv: []string{"node", "main.js"}, Dir: dir, PerCase: true}, nil
	case ".go":
		if err := write("solution.go", goPackageMain(src)); err != nil {
			return nil, err
		}
		if err := write("stonegame_check_main.go", render(goHarness(), h)); err != nil {
			return nil, err
		}
		if err := run("go", "build", "-o", "solution.bin", "stonegame_check_main.go", "solution.go"); err != nil {
			return nil, err
		}
		return &Program{Argv: []string{"./solution.bin"}, Dir: dir, PerCase: true}, nil
	case ".cpp":
		var b bytes.Buffer
		b.WriteString(cppPrelude)
		b.WriteString("#line 1 \"solution.cpp\"\n")
		b.Write(src)
		b.WriteString("\n#line 1 \"stonegame_check_main.cpp\"\n")
		b.Write(render(cppHarness(), h))
		if err := write("main.cpp", b.Bytes()); err != nil {
			return nil, err
		}
		if err := run("g++", "-std=c++17", "-O2", "-o", "solution.bin", "main.cpp"); err != nil {
			return nil, err
		}
		return &Program{Argv: []string{"./solution.bin"}, Dir: dir, PerCase: true}, nil
	case ".java":
		// LeetCode imports java.util for you: so does check, on the
		// solution's first line so that the compiler's line numbers stay
		// the file's.
		src = append([]byte("import java.util.*; import java.util.function.*; import java.util.stream.*; "), src...)
		if err := write("Solution.java", src); err != nil {
			return nil, err
		}
		if err := write("StonegameCheckMain.java", render(javaHarness(), h)); err != nil {
			return nil, err
		}
		// -XX:-UsePerfData: a JVM killed at a limit would leave its
		// hsperfdata file in /tmp.
		if err := run("javac", "-J-XX:-UsePerfData", "-encoding", "UTF-8", "-nowarn", "-d", ".", "Solution.java", "StonegameCheckMain.java"); err != nil {
			return nil, err
		}
		return &Program{Argv: []string{"java", "-XX:-UsePerfData", "-Xss256m", "-XX:+UseSerialGC", "-cp", ".", "StonegameCheckMain"}, Dir: dir, PerCase: true}, nil
	}
	return nil, fmt.Errorf("no harness for %s", lang.Name)
}

var (
	errToolTimeout = errors.New("out of time")
	errToolFailed  = errors.New("failed")
)

// runTool runs argv in dir (with TMPDIR=dir) as a process tree of check's
// and returns what it printed, on standard output and, if withStderr, on
// standard error (the first 64 KiB). It waits at most limit, then kills
// the tree and returns errToolTimeout; it returns errToolFailed when the
// tool fails, and ctx's error, the tree killed, when ctx is done first.
func runTool(ctx context.Context, dir string, limit time.Duration, withStderr bool, argv []string) ([]byte, error) {
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "TMPDIR="+dir, "GOTMPDIR="+dir)
	// A pipe of our own, not os/exec's: see runBatch.
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	defer r.Close()
	cmd.Stdout = w
	if withStderr {
		cmd.Stderr = w
	}
	t, err := start(cmd)
	w.Close()
	if err != nil {
		return nil, err
	}
	defer t.kill()
	var out limitedBuffer
	copied := make(chan struct{})
	go func() {
		io.Copy(&out, r)
		close(copied)
	}()
	timer := time.NewTimer(limit)
	defer timer.Stop()
	select {
	case <-t.exited:
	case <-timer.C:
		return nil, errToolTimeout
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	t.kill() // whatever it left running
	select {
	case <-copied:
	case <-time.After(drainWait):
	}
	b := out.bytes()
	if t.err != nil {
		return b, fmt.Errorf("%s: %v: %w", argv[0], t.err, errToolFailed)
	}
	return b, nil
}

// pythonPath returns the path of the python3 interpreter itself: a
// version manager's shim (pyenv's is a shell script) costs a few tenths of
// a second at every start, and check starts one per batch. It asks
// python3, within limit; "python3" if it cannot tell.
func pythonPath(ctx context.Context, dir string, limit time.Duration) string {
	out, err := runTool(ctx, dir, limit, false, []string{"python3", "-c", "import sys; print(sys.executable)"})
	if p := strings.TrimSpace(string(out)); err == nil && filepath.IsAbs(p) {
		return p
	}
	return "python3"
}

// goPackageMain puts a Go solution in package main: LeetCode shows the
// function alone. The package clause, if any, is replaced on its own line,
// and a //line directive keeps the compiler's line numbers the file's.
func goPackageMain(src []byte) []byte {
	lines := strings.SplitAfter(string(src), "\n")
	for i, l := range lines {
		if strings.HasPrefix(strings.TrimSpace(l), "package ") {
			lines[i] = "package main\n"
			return []byte(strings.Join(lines, ""))
		}
	}
	return append([]byte("package main\n//line solution.go:1\n"), src...)
}

// harness is what a harness template needs of the game.
type harness struct {
	Func   string
	Params []game.Param
	Answer string // "boolean", "int", "long", "string"
}

func harnessData(g *game.Spec) harness {
	return harness{Func: g.Func, Params: g.Params, Answer: g.AnswerType}
}

func render(t *template.Template, h harness) []byte {
	var b bytes.Buffer
	if err := t.Execute(&b, h); err != nil {
		panic(err) // the templates are constants, tested for every game
	}
	return b.Bytes()
}

var funcs = template.FuncMap{
	// Each harness declares every parameter with its type in the
	// language ([game.ParamKind.TypeIn]) and reads it with the reader the
	// harness defines for that type: no template switches on a kind.
	"goType":  func(p game.Param) string { return p.Kind.TypeIn("go") },
	"cppType": func(p game.Param) string { return strings.TrimSuffix(p.Kind.TypeIn("cpp"), "&") },
	"javaRead": func(p game.Param) string {
		return map[string]string{"int[]": "list", "int": "integer", "String": "string", "int[][]": "grid", "String[]": "strings", "TreeNode": "tree"}[p.Kind.TypeIn("java")]
	},
	// A binary tree is LeetCode's TreeNode, which each harness defines
	// and builds from the level order; every other type is JSON's.
	"pyRead": func(p game.Param) string {
		if p.Kind.TypeIn("python") == "Optional[TreeNode]" {
			return "_tree"
		}
		return "json.loads"
	},
	"jsRead": func(p game.Param) string {
		if p.Kind.TypeIn("javascript") == "TreeNode" {
			return "stonegameTree"
		}
		return "JSON.parse"
	},
}

// tmpl returns the template of text, parsed at its first use: a process
// that checks nothing (a solve) parses none.
func tmpl(name, text string) func() *template.Template {
	return sync.OnceValue(func() *template.Template {
		return template.Must(template.New(name).Funcs(funcs).Parse(text))
	})
}

var pyHarness = tmpl("py", `# Written by stonegame check: reads cases, calls Solution().{{.Func}}.
import builtins, json, os, sys, threading, traceback
import bisect, collections, functools, heapq, itertools, math, typing
for _m in (typing, collections, functools, itertools, heapq, bisect, math):
    for _n in getattr(_m, "__all__", dir(_m)):
        if not _n.startswith("_") and not hasattr(builtins, _n):
            setattr(builtins, _n, getattr(_m, _n))
for _m in (bisect, collections, functools, heapq, itertools, math):
    setattr(builtins, _m.__name__, _m)
sys.setrecursionlimit(1000000)
threading.stack_size(512 * 1024 * 1024)

class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right

builtins.TreeNode = TreeNode

def _tree(line):
    """The binary tree of a level order, as LeetCode builds it."""
    xs = json.loads(line)
    if not xs or xs[0] is None:
        return None
    root = TreeNode(xs[0])
    queue, i = collections.deque([root]), 1
    while queue and i < len(xs):
        node = queue.popleft()
        if xs[i] is not None:
            node.left = TreeNode(xs[i])
            queue.append(node.left)
        i += 1
        if i < len(xs) and xs[i] is not None:
            node.right = TreeNode(xs[i])
            queue.append(node.right)
        i += 1
    return root

def main():
    try:
        from solution import Solution
        while True:
            args = []
            for _read in ({{range .Params}}{{pyRead .}}, {{end}}):
                line = sys.stdin.readline()
                if not line:
                    return
                args.append(_read(line))
            r = getattr(Solution(), "{{.Func}}")(*args)
            sys.stdout.write(json.dumps(r) + "\n")
            sys.stdout.flush()
    except SystemExit as e:
        # The solution called sys.exit or exit: exit as it asked, which
        # os._exit below a thread does not do by itself.
        code = e.code
        if code is not None and not isinstance(code, int):
            print(code, file=sys.stderr)
            code = 1
        _exit(code or 0)
    except BaseException:
        traceback.print_exc()
        _exit(1)

def _exit(code):
    for f in (sys.stdout, sys.stderr):
        try:
            f.flush()
        except BaseException:
            pass
    try:
        os._exit(code)
    except (OverflowError, ValueError):
        os._exit(1)

t = threading.Thread(target=main)
t.start()
t.join()
`)

var jsHarness = tmpl("js", `// Written by stonegame check: reads cases, calls {{.Func}}.
"use strict";
const fs = require("fs"), vm = require("vm"), readline = require("readline");
vm.runInThisContext("function TreeNode(val, left, right) { this.val = (val === undefined ? 0 : val); this.left = (left === undefined ? null : left); this.right = (right === undefined ? null : right); }");
vm.runInThisContext(fs.readFileSync(__dirname + "/solution.js", "utf8"), { filename: "solution.js" });
const f = vm.runInThisContext("{{.Func}}");
// The binary tree of a level order, as LeetCode builds it.
function stonegameTree(line) {
  const xs = JSON.parse(line);
  if (!xs.length || xs[0] === null) return null;
  const root = new TreeNode(xs[0]), queue = [root];
  for (let i = 1, k = 0; k < queue.length && i < xs.length; k++) {
    const node = queue[k];
    if (xs[i] !== null) queue.push(node.left = new TreeNode(xs[i]));
    i++;
    if (i < xs.length && xs[i] !== null) queue.push(node.right = new TreeNode(xs[i]));
    i++;
  }
  return root;
}
const reads = [{{range .Params}}{{jsRead .}}, {{end}}];
const rl = readline.createInterface({ input: process.stdin, terminal: false });
let args = [];
rl.on("line", (line) => {
  args.push(reads[args.length](line));
  if (args.length < {{len .Params}}) return;
  const r = f(...args);
  args = [];
  process.stdout.write((typeof r === "string" ? JSON.stringify(r) : String(r)) + "\n");
});
`)

var goHarness = tmpl("go", `// Written by stonegame check: reads cases, calls {{.Func}}.
package main

import (
	stonegameBufio "bufio"
	stonegameJSON "encoding/json"
	stonegameFmt "fmt"
	stonegameOs "os"
	stonegameStrconv "strconv"
	stonegameStrings "strings"
)

func stonegameLine(in *stonegameBufio.Reader) (string, bool) {
	s, err := in.ReadString('\n')
	if err != nil && s == "" {
		return "", false
	}
	return stonegameStrings.TrimSpace(s), true
}

var _ = stonegameStrconv.Quote // used when the answer is a string

// TreeNode is LeetCode's binary tree node.
type TreeNode struct {
	Val   int
	Left  *TreeNode
	Right *TreeNode
}

// stonegameRead reads one parameter's line into dst: JSON, or for a
// binary tree its level order, built as LeetCode builds it.
func stonegameRead(line string, dst any) error {
	t, ok := dst.(**TreeNode)
	if !ok {
		return stonegameJSON.Unmarshal([]byte(line), dst)
	}
	var xs []*int
	if err := stonegameJSON.Unmarshal([]byte(line), &xs); err != nil {
		return err
	}
	*t = nil
	if len(xs) == 0 || xs[0] == nil {
		return nil
	}
	*t = &TreeNode{Val: *xs[0]}
	queue := []*TreeNode{*t}
	for i := 1; len(queue) > 0 && i < len(xs); {
		node := queue[0]
		queue = queue[1:]
		if xs[i] != nil {
			node.Left = &TreeNode{Val: *xs[i]}
			queue = append(queue, node.Left)
		}
		i++
		if i < len(xs) && xs[i] != nil {
			node.Right = &TreeNode{Val: *xs[i]}
			queue = append(queue, node.Right)
		}
		i++
	}
	return nil
}

func main() {
	in := stonegameBufio.NewReaderSize(stonegameOs.Stdin, 1<<20)
	out := stonegameBufio.NewWriter(stonegameOs.Stdout)
	for {
{{- range $i, $p := .Params}}
		l{{$i}}, ok := stonegameLine(in)
		if !ok {
			return
		}
		var a{{$i}} {{goType $p}}
		if err := stonegameRead(l{{$i}}, &a{{$i}}); err != nil {
			stonegameFmt.Fprintln(stonegameOs.Stderr, "stonegame check: reading {{$p.Name}}:", err)
			stonegameOs.Exit(2)
		}
{{- end}}
		r := {{.Func}}({{range $i, $p := .Params}}{{if $i}}, {{end}}a{{$i}}{{end}})
{{- if eq .Answer "string"}}
		stonegameFmt.Fprintln(out, stonegameStrconv.Quote(r))
{{- else}}
		stonegameFmt.Fprintln(out, r)
{{- end}}
		out.Flush()
	}
}
`)

const cppPrelude = `#include <bits/stdc++.h>
using namespace std;
struct TreeNode {
	int val;
	TreeNode *left;
	TreeNode *right;
	TreeNode() : val(0), left(nullptr), right(nullptr) {}
	TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
	TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}
};
`

var cppHarness = tmpl("cpp", `// Written by stonegame check: reads cases, calls Solution().{{.Func}}.
static void stonegameRead(const string& s, vector<int>& v) {
	v.clear();
	long long x = 0; bool neg = false, in = false;
	for (char c : s) {
		if (c == '-') { neg = true; }
		else if (c >= '0' && c <= '9') { x = x * 10 + (c - '0'); in = true; }
		else if (in) { v.push_back((int)(neg ? -x : x)); x = 0; neg = in = false; }
		else { neg = false; }
	}
	if (in) v.push_back((int)(neg ? -x : x));
}

static void stonegameRead(const string& s, int& v) { v = stoi(s); }

static void stonegameRead(const string& s, vector<vector<int>>& v) {
	v.clear();
	int depth = 0; size_t start = 0;
	for (size_t i = 0; i < s.size(); i++) {
		if (s[i] == '[' && ++depth == 2) start = i;
		else if (s[i] == ']' && depth-- == 2) {
			v.emplace_back();
			stonegameRead(s.substr(start, i - start + 1), v.back());
		}
	}
}

// The JSON string that starts at s[i], its opening quote, with its
// escapes (\u as UTF-8); i ends past its closing quote.
static string stonegameString(const string& s, size_t& i) {
	string v;
	for (i++; i < s.size() && s[i] != '"'; i++) {
		char c = s[i];
		if (c != '\\' || i + 1 >= s.size()) { v += c; continue; }
		c = s[++i];
		switch (c) {
		case 'n': v += '\n'; break;
		case 't': v += '\t'; break;
		case 'r': v += '\r'; break;
		case 'b': v += '\b'; break;
		case 'f': v += '\f'; break;
		case 'u': {
			unsigned u = stoul(s.substr(i + 1, 4), nullptr, 16); i += 4;
			if (u < 0x80) v += (char)u;
			else if (u < 0x800) { v += (char)(0xC0 | u >> 6); v += (char)(0x80 | (u & 63)); }
			else { v += (char)(0xE0 | u >> 12); v += (char)(0x80 | (u >> 6 & 63)); v += (char)(0x80 | (u & 63)); }
			break;
		}
		default: v += c;
		}
	}
	i++;
	return v;
}

static void stonegameRead(const string& s, string& v) {
	size_t i = s.find('"');
	v = i == string::npos ? string() : stonegameString(s, i);
}

// A binary tree in level order, built as LeetCode builds it.
static void stonegameRead(const string& s, TreeNode*& v) {
	vector<long long> xs; vector<bool> present;
	for (size_t i = 0; i < s.size(); i++) {
		if (s[i] == 'n') { xs.push_back(0); present.push_back(false); i += 3; }
		else if (s[i] == '-' || (s[i] >= '0' && s[i] <= '9')) {
			size_t j = i + 1;
			while (j < s.size() && s[j] >= '0' && s[j] <= '9') j++;
			xs.push_back(stoll(s.substr(i, j - i))); present.push_back(true); i = j - 1;
		}
	}
	v = nullptr;
	if (xs.empty() || !present[0]) return;
	v = new TreeNode((int)xs[0]);
	deque<TreeNode*> q{v};
	for (size_t i = 1; !q.empty() && i < xs.size();) {
		TreeNode* node = q.front(); q.pop_front();
		if (present[i]) q.push_back(node->left = new TreeNode((int)xs[i]));
		i++;
		if (i < xs.size() && present[i]) q.push_back(node->right = new TreeNode((int)xs[i]));
		i++;
	}
}

// A JSON array of strings.
static void stonegameRead(const string& s, vector<string>& v) {
	v.clear();
	for (size_t i = 0; (i = s.find('"', i)) != string::npos;) v.push_back(stonegameString(s, i));
}

int main() {
	ios::sync_with_stdio(false);
	string line;
	for (;;) {
{{- range $i, $p := .Params}}
		if (!getline(cin, line)) return 0;
		{{cppType $p}} a{{$i}};
		stonegameRead(line, a{{$i}});
{{- end}}
		Solution s;
		auto r = s.{{.Func}}({{range $i, $p := .Params}}{{if $i}}, {{end}}a{{$i}}{{end}});
{{- if eq .Answer "boolean"}}
		cout << (r ? "true" : "false") << endl;
{{- else if eq .Answer "string"}}
		cout << '"' << r << '"' << endl;
{{- else}}
		cout << r << endl;
{{- end}}
	}
}
`)

var javaHarness = tmpl("java", `// Written by stonegame check: reads cases, calls new Solution().{{.Func}}.
import java.io.*;

class TreeNode {
	int val;
	TreeNode left;
	TreeNode right;
	TreeNode() {}
	TreeNode(int val) { this.val = val; }
	TreeNode(int val, TreeNode left, TreeNode right) { this.val = val; this.left = left; this.right = right; }
}

public class StonegameCheckMain {
	static int[] list(String s) {
		s = s.trim();
		if (s.startsWith("[")) s = s.substring(1);
		if (s.endsWith("]")) s = s.substring(0, s.length() - 1);
		s = s.trim();
		if (s.isEmpty()) return new int[0];
		String[] f = s.split(",");
		int[] v = new int[f.length];
		for (int i = 0; i < f.length; i++) v[i] = Integer.parseInt(f[i].trim());
		return v;
	}

	static int integer(String s) { return Integer.parseInt(s.trim()); }

	static int[][] grid(String s) {
		java.util.List<int[]> rows = new java.util.ArrayList<>();
		int depth = 0, start = 0;
		for (int i = 0; i < s.length(); i++) {
			char c = s.charAt(i);
			if (c == '[' && ++depth == 2) start = i;
			else if (c == ']' && depth-- == 2) rows.add(list(s.substring(start, i + 1)));
		}
		return rows.toArray(new int[0][]);
	}

	// The JSON string that starts at s[at[0]], its opening quote, with its
	// escapes; at[0] ends past its closing quote.
	static String string(String s, int[] at) {
		StringBuilder b = new StringBuilder();
		int i = at[0] + 1;
		for (; i < s.length() && s.charAt(i) != '"'; i++) {
			char c = s.charAt(i);
			if (c != '\\' || i + 1 >= s.length()) { b.append(c); continue; }
			c = s.charAt(++i);
			switch (c) {
			case 'n': b.append('\n'); break;
			case 't': b.append('\t'); break;
			case 'r': b.append('\r'); break;
			case 'b': b.append('\b'); break;
			case 'f': b.append('\f'); break;
			case 'u': b.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16)); i += 4; break;
			default: b.append(c);
			}
		}
		at[0] = i + 1;
		return b.toString();
	}

	static String string(String s) {
		int[] at = {s.indexOf('"')};
		return at[0] < 0 ? "" : string(s, at);
	}

	// A binary tree in level order, built as LeetCode builds it.
	static TreeNode tree(String s) {
		s = s.trim();
		if (s.startsWith("[")) s = s.substring(1);
		if (s.endsWith("]")) s = s.substring(0, s.length() - 1);
		if (s.trim().isEmpty()) return null;
		String[] f = s.split(",");
		if (f[0].trim().equals("null")) return null;
		TreeNode root = new TreeNode(Integer.parseInt(f[0].trim()));
		java.util.ArrayDeque<TreeNode> q = new java.util.ArrayDeque<>();
		q.add(root);
		for (int i = 1; !q.isEmpty() && i < f.length;) {
			TreeNode node = q.poll();
			String x = f[i++].trim();
			if (!x.equals("null")) q.add(node.left = new TreeNode(Integer.parseInt(x)));
			if (i < f.length) {
				x = f[i++].trim();
				if (!x.equals("null")) q.add(node.right = new TreeNode(Integer.parseInt(x)));
			}
		}
		return root;
	}

	// A JSON array of strings.
	static String[] strings(String s) {
		java.util.List<String> v = new java.util.ArrayList<>();
		int[] at = {0};
		while ((at[0] = s.indexOf('"', at[0])) >= 0) v.add(string(s, at));
		return v.toArray(new String[0]);
	}

	public static void main(String[] argv) throws Exception {
		BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
		PrintStream out = System.out;
		for (;;) {
{{- range $i, $p := .Params}}
			String l{{$i}} = in.readLine();
			if (l{{$i}} == null) return;
{{- end}}
			var r = new Solution().{{.Func}}({{range $i, $p := .Params}}{{if $i}}, {{end}}{{javaRead $p}}(l{{$i}}){{end}});
{{- if eq .Answer "string"}}
			out.println("\"" + r + "\"");
{{- else}}
			out.println(r);
{{- end}}
			out.flush();
		}
	}
}
`)

// Command returns the program argv run as given, for "check -- CMD ARGS":
// it reads the cases in LeetCode's form on standard input and prints one
// answer per case. It runs in dir; so that it still finds its files there,
// the command and every argument that names an existing file relative to
// the current directory are made absolute. Its time limit is per batch (k
// cases: k times the limit), since its output may be buffered.
func Command(argv []string, dir string) (*Program, error) {
	if len(argv) == 0 {
		return nil, errors.New("no command given after --")
	}
	argv = slices.Clone(argv)
	if strings.Contains(argv[0], "/") {
		abs, err := filepath.Abs(argv[0])
		if err != nil {
			return nil, err
		}
		argv[0] = abs
	} else {
		p, err := exec.LookPath(argv[0])
		if err != nil {
			return nil, fmt.Errorf("cannot run %s: %v", argv[0], errors.Unwrap(err))
		}
		argv[0] = p
	}
	for i := 1; i < len(argv); i++ {
		if a := argv[i]; a != "" && !filepath.IsAbs(a) && !strings.HasPrefix(a, "-") {
			if _, err := os.Stat(a); err == nil {
				if abs, err := filepath.Abs(a); err == nil {
					argv[i] = abs
				}
			}
		}
	}
	return &Program{Argv: argv, Dir: dir}, nil
}
