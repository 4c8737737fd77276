package rules

import (
	"os"
	"testing"
)

// BenchmarkCompileFile compiles the functions of an example (two passes
// each: see compile_blocks.go), as loading it does.
//
//	go test ./games/rules -run '^$' -bench BenchmarkCompileFile
func BenchmarkCompileFile(b *testing.B) {
	for _, name := range []string{"dots.star", "chomp.star", "kalah.star"} {
		b.Run(name, func(b *testing.B) {
			src, err := os.ReadFile("../../examples/rules/" + name)
			if err != nil {
				b.Fatal(err)
			}
			c := newCaller(name, DefaultSteps, newBudget(DefaultMemory))
			file, globals, predeclared, err := execFile(c, name, src)
			if err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				compileFile(file, globals, predeclared)
			}
		})
	}
}
