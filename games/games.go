// Package games is the registry of the named games stonegame knows: the
// list of their descriptions ([game.Spec]), each exported by its own
// package, and the lookup by name or alias.
//
// Front ends (the CLI, explain, the terminal game, the web app) look games
// up here and then use only the [game.Spec] and the [game.Solvable]
// interface, with the optional abilities of package game, so a new game is
// a new package plus one line in the list below.
package games

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"stonegame/game"
	"stonegame/games/anypick"
	"stonegame/games/catmouse"
	"stonegame/games/catmouse2"
	"stonegame/games/chalkboard"
	"stonegame/games/coingame"
	"stonegame/games/countdown"
	"stonegame/games/digitgame"
	"stonegame/games/divisor"
	"stonegame/games/ends"
	"stonegame/games/fibtree"
	"stonegame/games/finalelem"
	"stonegame/games/flipgame"
	"stonegame/games/flower"
	"stonegame/games/front"
	"stonegame/games/guess"
	"stonegame/games/merge"
	"stonegame/games/mod3"
	"stonegame/games/nim"
	"stonegame/games/pawns"
	"stonegame/games/pieces"
	"stonegame/games/reach"
	"stonegame/games/remain"
	"stonegame/games/split"
	"stonegame/games/squares"
	"stonegame/games/sumgame"
	"stonegame/games/treecolor"
	"stonegame/games/upto"
	"stonegame/games/vowels"
	"stonegame/games/wording"
)

// all is the registry: one line per game, in the order `stonegame games`
// lists them.
var all = []*game.Spec{
	ends.PredictTheWinner,
	ends.StoneGame,
	upto.StoneGameII,
	front.StoneGameIII,
	squares.StoneGameIV,
	split.StoneGameV,
	anypick.StoneGameVI,
	remain.StoneGameVII,
	merge.StoneGameVIII,
	mod3.StoneGameIX,
	nim.NimGame,
	reach.CanIWin,
	divisor.DivisorGame,
	nim.GameOfNim,
	coingame.CoinGame,
	countdown.StoneRemovalGame,
	nim.CoinsInALine,
	front.CoinsInALineII,
	ends.CoinsInALineIII,
	flipgame.FlipGameII,
	sumgame.SumGame,
	pieces.RemoveColoredPieces,
	vowels.VowelsGame,
	digitgame.DigitGame,
	chalkboard.ChalkboardXORGame,
	fibtree.SubtreeRemoval,
	// issue 30, the games on string[] and tree parameters (games3)
	wording.TheWordingGame,
	treecolor.BinaryTreeColoringGame,
	catmouse2.CatAndMouseII,
	finalelem.FinalElement,
	flower.FlowerGame,
	guess.GuessNumber,
	catmouse.CatAndMouse,
	pawns.KillAllPawns,
}

var mu sync.RWMutex // guards all against Register

// Default is the game used when none is named: predict-the-winner.
var Default = ends.PredictTheWinner

// All returns every game, in a stable order.
func All() []*game.Spec {
	mu.RLock()
	defer mu.RUnlock()
	return slices.Clone(all)
}

// Register adds g to the registry and returns a function that removes it
// again. It is for tests (a fake game driven through every front end) and
// for programs that embed stonegame; it returns an error if g fails
// [game.CheckSpec] or a name or alias is taken.
func Register(g *game.Spec) (remove func(), err error) {
	if err := game.CheckSpec(g); err != nil {
		return nil, err
	}
	mu.Lock()
	defer mu.Unlock()
	for _, name := range append([]string{g.Name}, g.Aliases...) {
		if h := find(name); h != nil {
			return nil, fmt.Errorf("%q is already the name of %s", name, h.Name)
		}
	}
	all = append(all, g)
	return func() {
		mu.Lock()
		defer mu.Unlock()
		all = slices.DeleteFunc(all, func(h *game.Spec) bool { return h == g })
	}, nil
}

// key normalizes a name: lower case, '_' and ' ' as '-'.
func key(name string) string {
	return strings.NewReplacer("_", "-", " ", "-").Replace(strings.ToLower(strings.TrimSpace(name)))
}

func find(name string) *game.Spec {
	k := key(name)
	for _, g := range all {
		if g.Name == k || slices.Contains(g.Aliases, k) {
			return g
		}
	}
	return nil
}

// Lookup finds a game of the registry by name or alias, ignoring case and
// treating '_' and ' ' as '-'. The error wraps [ErrUnknown] and lists the
// known names. It reads no file: [Open] also takes a rules file's path.
func Lookup(name string) (*game.Spec, error) {
	mu.RLock()
	g := find(name)
	mu.RUnlock()
	if g == nil {
		return nil, fmt.Errorf("%w %q: use one of %s", ErrUnknown, name, strings.Join(Names(), ", "))
	}
	return g, nil
}

// Names returns the canonical names of all games.
func Names() []string {
	var names []string
	for _, g := range All() {
		names = append(names, g.Name)
	}
	return names
}

// ByParams returns the games whose parameters include every name in names
// (LeetCode's parameter names, as the keys of a JSON object or LeetCode's
// notation give them), in the registry's order: none when names is empty.
// The CLI and the web API choose the game this way when none is named
// (aliceValues and bobValues name stone-game-vi), and name the games when
// several fit (piles: stone-game, stone-game-ii, game-of-nim). It costs
// O(games × params × names).
func ByParams(names []string) []*game.Spec {
	if len(names) == 0 {
		return nil
	}
	var found []*game.Spec
	for _, g := range All() {
		fits := true
		for _, name := range names {
			if _, ok := g.Param(name); !ok {
				fits = false
				break
			}
		}
		if fits {
			found = append(found, g)
		}
	}
	return found
}

// AmbiguousError is the error for parameter names that several games take,
// when no game is named.
type AmbiguousError struct {
	Names []string     // the parameter names given
	Games []*game.Spec // every game that takes them all
}

func (e *AmbiguousError) Error() string {
	var gs []string
	for _, g := range e.Games {
		gs = append(gs, g.Name)
	}
	what := "a parameter"
	if len(e.Names) > 1 {
		what = "parameters"
	}
	return fmt.Sprintf("%s %s of %s: say which game", andList(e.Names), isAre(len(e.Names))+" "+what, andList(gs))
}

func isAre(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}

func andList(xs []string) string {
	if len(xs) < 2 {
		return strings.Join(xs, "")
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}

// ByNames returns the game that the parameter names given choose when no
// game is named: the one game that takes them all, def when none does (or
// names is empty) or when def is one of several that do (nums is
// predict-the-winner's, the default, as well as find-if-digit-game-can-
// be-won's), and an *AmbiguousError when several others do.
func ByNames(names []string, def *game.Spec) (*game.Spec, error) {
	switch gs := ByParams(names); {
	case len(gs) == 0:
		return def, nil
	case len(gs) == 1:
		return gs[0], nil
	case def != nil && slices.Contains(gs, def):
		return def, nil
	default:
		return nil, &AmbiguousError{Names: slices.Clone(names), Games: gs}
	}
}
