// Package site writes the static site of `stonegame site DIR`: the web
// app's pages and assets (web.SiteFiles), the solver compiled to
// WebAssembly (stonegame.wasm, from cmd/stonegame-wasm) and Go's
// wasm_exec.js, which loads it. Any static file server can serve the
// result (GitHub Pages, `python3 -m http.server`); the pages ask the
// solver in a Web Worker, which answers with the web app's own handler,
// in process ([Serve]).
//
// The solver is compiled from the module's source with the Go toolchain
// (GOOS=js GOARCH=wasm go build -trimpath -ldflags=-s -w), so Write needs
// both: [ModuleDir] finds the source.
package site

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// Module is the path of the module whose source Write compiles.
const Module = "stonegame"

// WasmMain is the package of the solver's main, in Module.
const WasmMain = "./cmd/stonegame-wasm"

// ModuleDir returns the root of the module's source that holds dir: the
// nearest directory at or above dir with a go.mod of module stonegame. Its
// error says what to do when there is none.
func ModuleDir(dir string) (string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	for d := abs; ; d = filepath.Dir(d) {
		if b, err := os.ReadFile(filepath.Join(d, "go.mod")); err == nil && modulePath(b) == Module {
			return d, nil
		}
		if filepath.Dir(d) == d {
			break
		}
	}
	return "", fmt.Errorf("no source of module %s at or above %s: the site's solver is compiled from it; run this in a clone of stonegame (or give --src DIR)", Module, abs)
}

// modulePath returns the module path a go.mod declares, "" if none.
func modulePath(gomod []byte) string {
	for _, line := range strings.Split(string(gomod), "\n") {
		if f := strings.Fields(line); len(f) == 2 && f[0] == "module" {
			return strings.Trim(f[1], `"`)
		}
	}
	return ""
}

// goTool returns the go command, or an error saying how to get one.
func goTool() (string, error) {
	path, err := exec.LookPath("go")
	if err != nil {
		return "", errors.New("no go command on PATH: the site's solver is compiled with the Go toolchain (https://go.dev/dl/), 1.24 or newer")
	}
	return path, nil
}

// BuildWasm compiles the solver of the module at src into the file out:
// GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" -gcflags=all=-l.
// Without inlining the module is a little larger but compresses far
// better (3.7 MB gzipped against 4.2 MB, over the 4 MiB budget, on 2 Dec
// 2026), and a browser's instance is small enough that the calls cost
// nothing a learner sees. It takes tens
// of seconds the first time, and the build cache makes it quick after. The
// error carries the compiler's output.
func BuildWasm(ctx context.Context, src, out string) error {
	gocmd, err := goTool()
	if err != nil {
		return err
	}
	out, err = filepath.Abs(out)
	if err != nil {
		return err
	}
	cmd := exec.CommandContext(ctx, gocmd, "build", "-trimpath", "-ldflags=-s -w", "-gcflags=all=-l", "-o", out, WasmMain)
	cmd.Dir = src
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	var msg bytes.Buffer
	cmd.Stdout, cmd.Stderr = &msg, &msg
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("compiling the solver (GOOS=js GOARCH=wasm go build %s in %s): %v\n%s", WasmMain, src, err, strings.TrimSpace(msg.String()))
	}
	return nil
}

// WasmExec returns Go's wasm_exec.js, the JavaScript that runs a
// GOOS=js GOARCH=wasm program, from the toolchain's GOROOT: lib/wasm
// since Go 1.24, misc/wasm before.
func WasmExec(ctx context.Context) ([]byte, error) {
	gocmd, err := goTool()
	if err != nil {
		return nil, err
	}
	root, err := exec.CommandContext(ctx, gocmd, "env", "GOROOT").Output()
	if err != nil {
		return nil, fmt.Errorf("go env GOROOT: %v", err)
	}
	goroot := strings.TrimSpace(string(root))
	var tried []string
	for _, dir := range []string{"lib/wasm", "misc/wasm"} {
		p := filepath.Join(goroot, dir, "wasm_exec.js")
		if b, err := os.ReadFile(p); err == nil {
			return b, nil
		}
		tried = append(tried, p)
	}
	return nil, fmt.Errorf("no wasm_exec.js in the Go toolchain (tried %s)", strings.Join(tried, ", "))
}

// Write writes the site into dir, created if need be: files (the pages
// and assets, by slash-separated path), stonegame.wasm compiled from the
// module at src, and wasm_exec.js. Files already in dir with other names
// are left alone; those with these names are replaced. It returns the
// paths written, sorted.
func Write(ctx context.Context, dir, src string, files map[string][]byte) ([]string, error) {
	exec, err := WasmExec(ctx)
	if err != nil {
		return nil, err
	}
	all := make(map[string][]byte, len(files)+1)
	for name, b := range files {
		all[name] = b
	}
	all["wasm_exec.js"] = exec
	names := make([]string, 0, len(all)+1)
	for name, b := range all {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return nil, err
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			return nil, err
		}
		names = append(names, name)
	}
	if err := BuildWasm(ctx, src, filepath.Join(dir, "stonegame.wasm")); err != nil {
		return nil, err
	}
	names = append(names, "stonegame.wasm")
	sort.Strings(names)
	return names, nil
}
