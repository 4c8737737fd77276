package games

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// frontEnds are the packages that must know no game: they see games only
// through the registry and package game.
var frontEnds = []string{"explain", "match", "pattern", "internal/cli", "internal/stream", "internal/tui", "internal/web"}

// TestFrontEndsImportNoGame enforces "a game is one package plus one line
// in the registry": the game packages are the ones this registry imports
// (all but package game), and no front end imports any of them outside its
// tests.
func TestFrontEndsImportNoGame(t *testing.T) {
	fset := token.NewFileSet()
	var gamePkgs []string
	for _, name := range []string{"games.go", "file.go"} { // the list, and the rules engine
		f, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if strings.HasPrefix(path, "stonegame/") && path != "stonegame/game" {
				gamePkgs = append(gamePkgs, path)
			}
		}
	}
	if !slices.Contains(gamePkgs, "stonegame/games/rules") {
		t.Error("the registry does not import the rules engine: is file.go still its home?")
	}
	if len(gamePkgs) == 0 {
		t.Fatal("the registry imports no game package: the test is looking in the wrong place")
	}
	for _, dir := range frontEnds {
		files, err := filepath.Glob(filepath.Join("..", dir, "*.go"))
		if err != nil || len(files) == 0 {
			t.Fatalf("%s: no Go files (%v)", dir, err)
		}
		for _, file := range files {
			if strings.HasSuffix(file, "_test.go") {
				continue
			}
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			f, err := parser.ParseFile(fset, file, src, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, imp := range f.Imports {
				path, _ := strconv.Unquote(imp.Path.Value)
				if slices.Contains(gamePkgs, path) {
					t.Errorf("%s imports the game package %s: front ends must use package game's interfaces and the registry", file, path)
				}
			}
		}
	}
}
