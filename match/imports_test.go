package match

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestNoGameImports holds the play front ends (this package, the terminal
// game and the web app) to the rule "a game is one package": outside their
// tests they import no game package, only the core (stonegame/game), the
// registry (stonegame/games), each other and the pattern lab
// (stonegame/pattern, a front end itself: games.TestFrontEndsImportNoGame).
func TestNoGameImports(t *testing.T) {
	allowed := map[string]bool{"stonegame/game": true, "stonegame/games": true, "stonegame/match": true, "stonegame/explain": true, "stonegame/pattern": true}
	n := 0
	for _, dir := range []string{".", "../internal/tui", "../internal/web"} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			ast, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			n++
			for _, imp := range ast.Imports {
				path, _ := strconv.Unquote(imp.Path.Value)
				if strings.HasPrefix(path, "stonegame/") && !allowed[path] && !strings.HasPrefix(path, "stonegame/internal/") {
					t.Errorf("%s imports %s: a front end may import only the core and the registry", f, path)
				}
			}
		}
	}
	if n < 10 {
		t.Fatalf("read %d files: the paths are wrong", n)
	}
}
