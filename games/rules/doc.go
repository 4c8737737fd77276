// Package rules is stonegame's rules engine: a game written as a short
// Starlark file (Python-like code, run by go.starlark.net with while
// loops, recursion, sets and top-level statements allowed) becomes a
// [game.Spec] and positions solved exactly, so every front end (solve,
// explain, play, the web, check) works on it as on a built-in game.
//
// [Load] runs the file and returns its Spec. The Spec's New explores every
// position reachable from an instance's start (a state and the player to
// move), without recursion, and solves them all: depth first while no
// position can repeat, each position's results from its children's
// (won at the nearest lost child, lost at the farthest won one, the
// Grundy value by mex, a scoring game's best gain minus the child's);
// breadth first and by retrograde analysis, with exact remoteness, once a
// position can repeat, positions neither side can force being draws (so
// loopy games such as Cat and Mouse work; a scoring game must not loop). New returns the start, a
// [Position]; every position of the instance shares the solved graph.
//
// # The contract
//
// What follows is what a rules file may rely on: later versions may add
// to it, never change it.
//
//	# Flip Game II (LeetCode 294)
//	name = "my-flip-game"
//	title = "Flip Game II"
//	params = [param("currentState", "string", alphabet = "+-", min_len = 1, max_len = 60)]
//	function = "canWin"
//	returns = "boolean"
//
//	def start(currentState):
//	    return currentState
//
//	def moves(state):
//	    return [("flip %d" % i, state[:i] + "--" + state[i + 2:])
//	            for i in range(len(state) - 1) if state[i:i + 2] == "++"]
//
// Globals (a global that is None counts as absent):
//
//   - name (required): the game's name in output and in JSON "game":
//     lowercase letters and digits, with single '-' between them.
//   - params (required): the instance's parameters, in order, each
//     param(name, kind, min=, max=, min_len=, max_len=, alphabet=,
//     row_min=, row_max=). kind is "integer", "integer[]", "string" or
//     "integer[][]". min and max bound an integer, a list's items and a
//     grid's cells (default 0 and 2^31 − 1); min_len and max_len the length
//     of a list, a string or a grid (default 0 and no bound); row_min and
//     row_max each row of a grid; alphabet the characters of a string
//     (default any printable ASCII). An instance outside them is refused
//     with the bound, and check generates within them. A parameter may
//     not be named state or player.
//   - title (optional, default the name), rules (optional: the rules in a
//     sentence, for explain; a default says the players alternate and who
//     cannot move loses), players (optional: two names, default ("player
//     1", "player 2")).
//   - function (optional): LeetCode's function name, for check; default
//     the name in camel case ("myFlipGame").
//   - returns (optional): "boolean" (default), "int" or "string", the type
//     answer returns. "int" and "string" need an answer.
//   - scoring (optional): True for a scoring game.
//   - examples (optional): a list of instances, each a dict of the
//     parameters by name ({"currentState": "++++"}), or a pair (instance,
//     answer) whose answer Load checks ({"n": 7}, False). Load solves each:
//     a file whose example fails does not load. Without examples, Load
//     solves nothing (any instance within the bounds is solved at once,
//     when asked), and the example is the smallest instance: each
//     parameter at the same size n, for n = 0 to 4 (n itself for an
//     integer within its bounds, n items or characters, or the least
//     length, fewer if max_len says so), with the least items its bounds
//     allow (the alphabet's first character), the first that valid
//     accepts; if valid refuses them all, generate(rng, n) for n = 1 to 4
//     with a fixed seed. Its Answer is empty: a front end that shows it
//     solves it, within the limits, as any instance.
//
// Functions (def; what each receives is bound by name):
//
//   - start (required) receives parameters of the instance, by name
//     (def start(currentState)), and returns the first state. Player 1
//     moves first; players alternate.
//   - moves (required) returns the moves of a state: a list (or tuple) of
//     (label, next_state), or in a scoring game (label, next_state, gain),
//     gain an integer the mover scores. A label is a string (an int is
//     written as one), unique among the position's moves; people type it,
//     or the move's number in the list, 1 for the first, to play it.
//   - end (optional) is asked before moves: None (play on), or "win",
//     "lose" or "draw" for the player to move. In a scoring game it
//     returns None or True (the game is over). Without end, or when end
//     says None and moves gives none, the player to move has lost (normal
//     play); a scoring game ends when there is no move.
//   - answer(o) (optional) maps the outcome of optimal play from the
//     start to LeetCode's return value, of the type returns names. o has
//     winner ("first", "second" or "draw"), remoteness (the moves until the
//     end; None for a draw) and, in a scoring game, first, second and
//     differential (the two totals and first − second; remoteness is 0).
//     Without answer, the answer is True exactly when the first player
//     wins. Its doc string, if any, is the answer's rule in words.
//   - valid (optional) receives parameters by name and returns None (or
//     True) for a valid instance, or the reason it is not, a string:
//     solve refuses the instance with it, and check draws another. Its doc
//     string, if any, states the constraints in words.
//   - generate(rng, n) (optional) returns an instance of about size n, a
//     dict of the parameters by name, for check and random games when
//     drawing each parameter within its bounds would rarely give a valid
//     one (a graph). rng has randint(lo, hi) (both ends included, as
//     Python's), random() (a float in [0, 1)), choice(seq) and
//     shuffle(list) (in place).
//   - describe (optional) receives state, player and parameters by name and
//     returns the position in words; the default is the state's repr.
//
// moves, end and describe may take state, player (1 or 2, the player to
// move) and any parameter names, in any order: def moves(state, player,
// graph) is how Cat and Mouse reads its graph. A parameter arrives as an
// int, a string, or a frozen list (of frozen lists for a grid): copy it,
// list(x), to change it. A function's parameter that is none of these
// must have a default, which it keeps.
//
// States must be hashable: ints, strings, tuples of them, True, False,
// None, bytes. A list, a dict or a set is an error that says to use a
// tuple; floats are refused. Two states are the same position when they
// are equal (with the same player to move, when moves or end takes the
// player; when neither does, the player changes nothing and a position is
// its state). Positions may repeat in a win/lose game; a scoring game
// whose position can repeat is refused, with the position.
//
// Besides Starlark's built-ins, a file has param and sum(iterable,
// start=0). print writes nothing.
//
// # Errors and limits
//
// Every mistake is an error, never a panic: a syntax or runtime error
// names file:line:col ([Error]); a missing required global, a wrong
// return shape, a state that cannot be one, an unknown end value, a
// repeated label each say so, with the call and the state. Each [Limits]
// field bounds one resource and names itself when hit: the positions of
// an instance, the Starlark steps of one call (an endless moves stops
// there, at its line: a while loop whose body has no placed instruction,
// while True: pass, is named by its while line), the time, and the
// memory. A syntax error that wants a closing bracket points at the
// bracket left open.
//
// # Memory
//
// Memory is accounted before it is allocated. The repository's copy of
// go.starlark.net (third_party/go.starlark.net, README.stonegame.md lists
// its patch) asks its Thread's OnAlloc before every allocation a program
// can make large: repetition and concatenation of strings, bytes, lists
// and tuples, products and shifts of integers, % and format, str and
// repr, join, split, replace, list, tuple, sorted, dict, set, zip,
// enumerate, slices of lists, literals, comprehensions, append, extend,
// new keys of dicts and sets. The compiled functions charge the same
// amounts at the same places. One budget per instance holds the solved
// graph's estimate, the explorer's chunks of next positions and the
// charges of the calls running; a charge past [Limits.Memory] stops the
// call at once, at its file:line:col, with the memory limit named
// ([Error.Limit] "memory"): "[0] * 1000000000" allocates nothing. A
// call's charges add up while it runs (garbage is not subtracted: it is
// not known to be garbage), so a call may make no more than the limit in
// all. An integer product or shift past 2^20 bits, or int() of a string
// that long, is a mistake rather than a limit: its cost grows faster
// than its size (an integer of 2^24 bits takes a quarter of a second to
// square and ten to print).
//
// Why so: measured on the probes of issue 28, checking sizes before the
// allocation is the only way that fails at once (a 10^9-element list is
// refused in microseconds, not after seconds of a non-preemptible
// allocation that also delays signals and deadlines), gives the place in
// the file, and costs little (about 2.5% of a CPU profile of
// BenchmarkRules' flip24 and catmouse50: small charges come from a
// 64 KiB reserve per caller, so the shared budget's atomics are rare). A child process with an rlimit
// would bound the memory too, but fails late, with no place in the file,
// and costs a process per instance on the static site, where there is
// none. What the budget does not hold, garbage not yet collected, the
// command line bounds with Go's soft memory limit (the limit + 16 MiB
// while a rules file is open): peak RSS stays within the limit + 64 MiB
// (a file of 100,000-int tuples as states: 268 MiB at 256MiB, 520 MiB at
// 512MiB, 1016 MiB at 1GiB).
//
// # Cost
//
// New costs one call of end and one of moves per position, which is
// nearly all of its time, plus O(positions + moves) for keys, edges and
// solving. A game whose positions never repeat is explored and solved
// depth first, in one pass on one goroutine (dfs.go): a position keeps
// its key (its state's bytes), its slot in the table (8 to 16 bytes) and
// about 15 bytes of offsets and results, no edges; the path from the
// start keeps 16 bytes per position on it and 4 per move of those (12
// in a scoring game). A game where a move leads back to a position on the
// path is explored again breadth first, its calls shared among
// [Limits.Workers] goroutines, and solved by retrograde analysis: a
// position keeps about 50 bytes plus its key, and 4 bytes per move (12
// in a scoring game); solving needs about 20 bytes more per position and
// 4 per move while it runs. Moves, Options and Play call moves once more
// for the labels (and, after depth first, for where the moves lead),
// which the graph does not keep.
//
// # Compiled functions
//
// Load compiles the file's functions to trees of Go closures, which run
// them several times faster than go.starlark.net's bytecode interpreter
// (see compile.go); a compiled moves hands its moves to the explorer
// without building their list. A function using a construct the compiler
// does not cover (a nested def, a lambda, x.f = y, |=, *args or **kwargs
// parameters) stays in the interpreter, wholly. Compiled or not, a
// function gives the interpreter's results and errors, at the same
// file:line:col, and its calls count steps against [Limits.Steps]: a call
// stopped there stops on the line the interpreter would name, its column
// may differ (steps are counted per loop iteration and per call, not per
// instruction). [Limits.Interpret] turns compilation off.
package rules
