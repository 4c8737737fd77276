package cli

import (
	"bytes"
	"context"
	"io"
	"strings"
	"sync"
	"testing"

	"stonegame/games"
	"stonegame/internal/fakegame"
)

// play runs 'stonegame play args...' with stdin in (not a terminal, so
// --plain is implied) and returns stdout, stderr and the exit code.
func play(t *testing.T, in string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	return run(t, in, append([]string{"play"}, args...)...)
}

// wantInOrder checks that out holds wants, in this order, and none of
// nots.
func wantInOrder(t *testing.T, out string, wants, nots []string) {
	t.Helper()
	rest := out
	for _, w := range wants {
		i := strings.Index(rest, w)
		if i < 0 {
			t.Fatalf("output lacks %q (in order):\n%s", w, out)
		}
		rest = rest[i+len(w):]
	}
	for _, n := range nots {
		if strings.Contains(out, n) {
			t.Errorf("output has %q:\n%s", n, out)
		}
	}
}

func TestPlayPlain(t *testing.T) {
	tests := []struct {
		name  string
		args  []string
		in    string
		wants []string // in this order in stdout
		not   []string
	}{
		{
			name:  "undo then the better move",
			args:  []string{"--opponent", "greedy", "1", "5", "100", "7"},
			in:    "l\nl\n",
			wants: []string{"that cost you 190", "Result: you 6"},
		},
		{
			name:  "undo",
			args:  []string{"--opponent", "greedy", "1", "5", "100", "7"},
			in:    "undo\nL\nundo\nR\nundo\nL\nright\n",
			wants: []string{"Cannot undo: there is no move of yours to undo.", "Undone: your move again (move 1).", "row: 1 5 100 7", "you took 7 from the right", "Undone: your move again (move 1).", "you took 1 from the left: optimal", "you took 100 from the right: optimal", "Result: you 101, the computer 12: you win by 89.", "Optimal moves: 2 of 2.", "Points lost: none."},
		},
		{
			// The board once shared stone-game-vii's row with its solver,
			// and drawing it changed the values of every later move.
			name:  "stone-game-vii values its moves after the board is drawn",
			args:  []string{"--game", "stone-game-vii", "stones = [104,692]"},
			in:    "R\n",
			wants: []string{"row: 104 692", "you took the 692 on the right (+104): that cost you 588", "Optimal play from the start: you 692, the computer 0"},
			not:   []string{"points lost: none", "Points lost: none"},
		},
		{
			name:  "end of input",
			args:  []string{"3", "1", "2"},
			in:    "L\n",
			wants: []string{"you took 3 from the left", "row: 1", "End of input: quitting."},
			not:   []string{"Result:"},
		},
		{
			name:  "quit",
			args:  []string{"3", "1", "2"},
			in:    "\n  \nquit\nL\n",
			wants: []string{"> > > Bye."},
			not:   []string{"you took"},
		},
		{
			name:  "computer first",
			args:  []string{"--first", "computer", "--opponent", "greedy", "1", "5", "100", "7"},
			in:    "R\nL\n",
			wants: []string{"You are player 2; the computer (greedy) is player 1.", "the computer took 7 from the right: that cost it 178", "row: 1 5 100", "you took 100 from the right: optimal", "Result: you 101, the computer 12: you win by 89.", "Optimal play from the start: you 12, the computer 101: the computer would win by 89."},
		},
		{
			name:  "stone-game-vi",
			args:  []string{"--alice", "2,4,3", "--bob", "1,6,7"},
			in:    "5\nL\nhint\n1\n0\n",
			wants: []string{"You are Alice (first); the computer (optimal) is Bob (second).", "stones (index:Alice/Bob): 0:2/1 1:4/6 2:3/7", "Cannot play that: stone 5 is not on the table.", `"L" is not a move: type the index of a stone`, "hint: best: 0, 1, 2;", "you took stone 1 (+4): optimal", "the computer took stone 2 (+7): optimal", "you took stone 0 (+2): optimal", "Result: you 6, the computer 7: the computer wins by 1.", "Optimal moves: 2 of 2."},
		},
		{
			name:  "random and repeatable",
			args:  []string{"--random", "5", "--seed", "3", "--game", "1686"},
			in:    "quit\n",
			wants: []string{"A random game of 5 (--random 5 --seed 3).", "stones (index:Alice/Bob): 0:14/10 1:5/16 2:6/20 3:4/1 4:12/1"},
		},
		{
			name:  "a long row",
			args:  []string{"--random", "1000000", "--seed", "1"},
			in:    "hint\nL\n",
			wants: []string{"row: ", "... (999960 more) ...", "hint: best:", "you took", "the computer took", "(999958 more)"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, errs, code := play(t, tc.in, tc.args...)
			if code != 0 || errs != "" {
				t.Fatalf("exit %d, stderr %q; want 0 and nothing", code, errs)
			}
			wantInOrder(t, out, tc.wants, tc.not)
		})
	}
}

func TestPlayErrors(t *testing.T) {
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"bad first", []string{"--first", "robot"}, 2, "--first must be human or computer"},
		{"bad opponent", []string{"--opponent", "clever"}, 2, `unknown opponent "clever"`},
		{"numbers and random", []string{"--random", "4", "1", "2"}, 2, "not both"},
		{"random zero", []string{"--random", "0"}, 2, "--random must be 1 to"},
		{"bad number", []string{"1", "x"}, 1, "x"},
		{"unknown game", []string{"--game", "chess"}, 2, "unknown game"},
		{"alice without bob", []string{"--alice", "1,2"}, 2, "give both --alice and --bob"},
		{"lengths differ", []string{"--alice", "1,2", "--bob", "3"}, 1, "same length"},
	}
	for _, tc := range tests {
		out, errs, code := play(t, "", tc.args...)
		if code != tc.code || !strings.Contains(errs, tc.want) || !strings.HasPrefix(errs, "stonegame: ") || strings.Count(errs, "\n") != 1 {
			t.Errorf("%s: exit %d, stderr %q; want exit %d and one line with %q", tc.name, code, errs, tc.code, tc.want)
		}
		if out != "" {
			t.Errorf("%s: stdout %q, want nothing", tc.name, out)
		}
	}
}

// TestPlayKinds plays a game of each kind line by line: a solo game has no
// computer, a win/lose game no totals, and a game of a string and a grid
// (fakegame's Walk) takes its moves by their label.
func TestPlayKinds(t *testing.T) {
	remove, err := fakegame.Register(games.Register)
	if err != nil {
		t.Fatal(err)
	}
	defer remove()
	tests := []struct {
		name  string
		args  []string
		in    string
		wants []string // in this order in stdout
		not   []string
	}{
		{
			name:  "solo",
			args:  []string{"--game", "stone-game-v", "stoneValue = [6,2,3,4,5,5]"},
			in:    "hint\n3\n1\n1\n",
			wants: []string{"You play alone, as Alice.", "your score: 0", "perfect play from here ends the game with a score of 18.", "you played split at 3 (+11): optimal", "your score: 11", "Result: you scored 18 of the best 18.", "Optimal moves: 3 of 3."},
			not:   []string{"computer", "Bob", "win by", "differential"},
		},
		{
			name:  "win/lose",
			args:  []string{"--game", "stone-game-iv", "n = 7"},
			in:    "hint\n4\n",
			wants: []string{"position: a pile of 7 stones", "remove 1 or 4 stones", "Your turn (Alice): ", "hint: best:", "you played remove 4", "the computer played remove 1", "position: a pile of 2 stones"},
			not:   []string{"you 0", "differential", "took remove", "row:"},
		},
		{
			name:  "a string and a grid, by label",
			args:  []string{"--game", "fake-walk", `labels = "abcdefgh", graph = [[1],[2,4],[3],[],[5],[6],[7],[]]`},
			in:    "to b\nhint\nto f\nh\n",
			wants: []string{"position: the token is on a", "moves: to b", "Your turn (Alice): you can still win in 5 moves.", "you played to b: optimal", "the computer played to e: optimal", "to f  wins in 3 moves  (best)", "you played to f: optimal", "you played to h: optimal", "Result: you win.", "Optimal play from the start: you would win in 5 moves."},
			not:   []string{"you 0", "differential"},
		},
		{
			name:  "the computer delays its loss",
			args:  []string{"--game", "fake-walk", "--first", "computer", `labels = "abcdefgh", graph = [[1],[2,4],[3],[],[5],[6],[7],[]]`},
			in:    "c\n",
			wants: []string{"the computer played to b: optimal", "Your turn (Bob): you are lost: the computer wins in 4 moves at most.", "you played to c: that lets the computer win in 2 moves instead of 4, counting this one", "Result: the computer wins."},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, errs, code := play(t, tc.in, append([]string{"--plain"}, tc.args...)...)
			if code != 0 || errs != "" {
				t.Fatalf("exit %d, stderr %q; want 0 and nothing", code, errs)
			}
			wantInOrder(t, out, tc.wants, tc.not)
		})
	}
	_, errs, code := play(t, "", "--game", "stone-game-v", "--first", "computer", "1,2,3")
	if code != 2 || !strings.Contains(errs, "stone-game-v is a one-player game") {
		t.Errorf("--first computer in a solo game: exit %d, stderr %q; want 2 and why", code, errs)
	}
}

// signalWriter is a buffer that closes prompted the first time what was
// written ends with "> ", the prompt of --plain.
type signalWriter struct {
	mu       sync.Mutex
	b        strings.Builder
	prompted chan struct{}
	once     sync.Once
}

func (w *signalWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.b.Write(p)
	if strings.HasSuffix(w.b.String(), "> ") {
		w.once.Do(func() { close(w.prompted) })
	}
	return len(p), nil
}

// TestPlayInterrupted checks that an interrupt (ctx done, as Ctrl-C makes
// it) while --plain waits for a command ends play with exit 130.
func TestPlayInterrupted(t *testing.T) {
	r, w := io.Pipe()
	defer w.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	out := &signalWriter{prompted: make(chan struct{})}
	var errb bytes.Buffer
	done := make(chan int, 1)
	go func() { done <- Main(ctx, []string{"play", "--plain", "1", "5", "100", "7"}, r, out, &errb) }()
	select {
	case <-out.prompted:
	case code := <-done:
		t.Fatalf("play ended with %d before its prompt; stderr %q", code, errb.String())
	}
	cancel()
	if code := <-done; code != 130 || errb.String() != "stonegame: interrupted\n" {
		t.Errorf("exit %d, stderr %q; want 130 and stonegame: interrupted", code, errb.String())
	}
}

// TestPlayCtrlC checks that Ctrl-C in the full screen, which reaches play
// as a key and not a signal (tui.ErrInterrupted), exits 130 as an
// interrupt does.
func TestPlayCtrlC(t *testing.T) {
	env := &Env{Stderr: io.Discard}
	if code := env.exit(interrupted{}); code != 130 {
		t.Errorf("exit code %d, want 130", code)
	}
}
