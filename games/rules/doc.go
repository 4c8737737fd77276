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
//     row_min=, row_max=, distinct=). kind is LeetCode's type:
//     "integer", "integer[]", "string", "integer[][]", "string[]" or
//     "TreeNode". min and max bound an integer, a list's items, a grid's
//     cells and a tree's values (default 0 and 2^31 − 1); min_len and
//     max_len the length of a list, a string, a grid or a string[], or a
//     tree's nodes (default 0 and no bound); row_min and row_max each row
//     of a grid, each string of a string[]; alphabet the characters of a
//     string or of a string[]'s strings (default any printable ASCII);
//     distinct, for a tree, makes its values 1 to n, each once. A
//     constraint a kind does not take is refused. An instance outside
//     them is refused with the bound, and check generates within them. A
//     function receives an integer as an int, a string as a string, a
//     list (or grid) as a frozen list (of frozen lists), a string[] as a
//     tuple of strings, a tree as a tuple of nodes (val, left, right),
//     left and right the indexes of its children in it or None, the root
//     first; examples and generate give a tree in LeetCode's level order,
//     [1, 2, None, 3]. A parameter may not be named state or player.
//   - title (optional, default the name), rules (optional: the rules in a
//     sentence, for explain; a default says the players alternate and who
//     cannot move loses), players (optional: two names, default ("player
//     1", "player 2")).
//   - function (optional): LeetCode's function name, for check; default
//     the name in camel case ("myFlipGame").
//   - returns (optional): "boolean" (default), "int" or "string", the type
//     answer returns. "int" and "string" need an answer.
//   - scoring (optional): True for a scoring game.
//   - max_moves (optional): the most moves a game lasts, 1 to 2^30, for
//     a game whose rules stop it after so many moves (Cat and Mouse II's
//     1,000 turns) without a counter in the state. A position reached
//     after max_moves moves is finished: in a win/lose game as at_limit
//     says, "draw" (the default), "first" or "second" (that player wins,
//     whoever is to move); a scoring game ends with the totals so far (no
//     at_limit). end is asked first: a position it finishes is finished
//     as it says. The engine then counts the moves in the position (and
//     keeps the player to move when at_limit names one): each state is a
//     position once per number of moves that reaches it, so the graph is
//     acyclic (a scoring game whose positions would repeat is solved) and
//     up to max_moves times larger; the game has no Grundy value. Without
//     max_moves nothing is counted.
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
//     moves first (unless to_move says otherwise); players alternate,
//     except after an extra turn.
//
//   - moves (required) returns the moves of a state: a list (or tuple) of
//     (label, next_state), or in a scoring game (label, next_state, gain),
//     gain an integer the mover scores. A label is a string (an int is
//     written as one), unique among the position's moves; people type it,
//     or the move's number in the list, 1 for the first, to play it.
//     Labels are checked on the first 1,000 positions a solve finds (the
//     start, the positions its moves lead to, and so on) and whenever a
//     position's moves are shown (play, explain, the line, the options):
//     a solve that needs only values leaves a label unformatted when
//     formatting it can change nothing else, so a label that breaks only
//     deeper in the game is reported when play or explain reaches that
//     position, or when the solve's answer is shown with an optimal line
//     that reaches it (in its first 4,096 moves; further on, the line
//     names the move by its number). A move may have one more item,
//     last: "again" (or True) when the same player moves next, an extra
//     turn (Dots and Boxes' completed box, Kalah's last seed in the
//     store); None (or False) when the turn passes, as without it:
//     (label, next_state, "again"), or in a scoring game (label,
//     next_state, gain, "again").
//
//   - to_move (optional) receives state and parameters by name and
//     returns the player to move there, 1 or 2: the other way to give
//     extra turns, for a state that says whose turn it is (Kalah's). A
//     move after which to_move names the same player is an extra turn;
//     the start's player moves first. A file with to_move gives no
//     "again" item, and moves, end and describe receive to_move's player.
//
//   - end (optional) is asked before moves: None (play on), or "win",
//     "lose" or "draw" for the player to move. In a scoring game it
//     returns None or True (the game is over). Without end, or when end
//     says None and moves gives none, the player to move has lost (normal
//     play); a scoring game ends when there is no move.
//
//   - answer(o, …) (optional) maps the outcome of optimal play from the
//     start to LeetCode's return value, of the type returns names. Its
//     first parameter receives the outcome o; the others, parameters of
//     the instance by name, as start's do (def answer(o, board): who
//     moves first may depend on the board). o has winner ("first",
//     "second" or "draw"), remoteness (the moves until the end, each move
//     counted, extra turns too; None for a draw), grundy (the start's
//     Grundy value in an impartial game, an int; None otherwise) and, in
//     a scoring game, first, second and differential (the two totals and
//     first − second; remoteness is 0). Without answer, the answer is
//     True exactly when the first player wins. Its doc string, if any, is
//     the answer's rule in words. An answer that takes parameters needs
//     the instance: a front end gets it from the position
//     ([game.Spec.AnswerAt]); [game.Spec.Answer] alone, given a result
//     only, answers with an error that says so.
//
//   - valid (optional) receives parameters by name and returns None (or
//     True) for a valid instance, or the reason it is not, a string:
//     solve refuses the instance with it, and check draws another. Its doc
//     string, if any, states the constraints in words.
//
//   - generate(rng, n) (optional) returns an instance of about size n, a
//     dict of the parameters by name, for check and random games when
//     drawing each parameter within its bounds would rarely give a valid
//     one (a graph). rng has randint(lo, hi) (both ends included, as
//     Python's), random() (a float in [0, 1)), choice(seq) and
//     shuffle(list) (in place).
//
//   - describe (optional) receives state, player and parameters by name and
//     returns the position in words; the default is the state's repr.
//
//   - board (optional) receives state, player and parameters by name and
//     draws the position as a grid, for the terminal game and the web: a
//     list of rows, each a string (a character a cell: "X.O") or a list of
//     cells, each a string (its text, at most 8 characters) or a dict of
//     "text", "owner" (1 or 2, who holds the cell, drawn in that player's
//     colour; None for nobody), "taken" (True draws it as used, faint) and
//     "mark" (a word front ends may style: "wall", "piece", "dot", "edge",
//     "box"). Every row has as many cells, at most 10,000 in all.
//
//   - cell (optional, with board) receives label, a move's label, and may
//     take state, player and parameters by name; it returns the (row, col)
//     of the cell that selecting plays the move, both from 0, row 0 the
//     first row board returns, or None for a move no cell selects (it is
//     listed beside the board). Two moves may not select one cell. With
//     board and cell, a game is played by choosing cells: tic-tac-toe's
//     def cell(label): return (int(label[1]) - 1, "abc".index(label[0])).
//     A move's step then names its cell, row·cols + col, as its index
//     (solve --json --line's "index"), so that front ends mark it.
//     The start's board is drawn when an instance is solved, so that a
//     mistake (rows of different lengths, a cell off the board) is an
//     error at the function's line; one that only a later position shows
//     leaves that position a board of no cells whose note says it.
//
//   - index, unindex and positions (optional, all three or none) number
//     the states densely, as Gamesman's hash and unhash. positions
//     receives parameters by name and returns how many numbers there are,
//     n, from 1 to 2^31 − 2; index receives state and parameters by name
//     and returns the state's number, an int from 0 to n − 1; unindex
//     receives a number first (def unindex(i, n)), then parameters by
//     name, and returns the state so numbered: unindex(index(s)) == s.
//     Numbers need not all be reached, and two states may not share one.
//     The engine then keeps no states and no table, a few bytes a number
//     (see "Cost"); when moves or end takes the player, a number stands
//     for two positions, one for each player to move. Such a file may not
//     define to_move or max_moves, and its positions may not repeat: a
//     move back to a position on the way to it is refused, with the
//     position (without index, the engine solves a loopy game by
//     retrograde analysis). What the engine can check it does: index's range at every call,
//     unindex(index(s)) == s at every move of the first 4,096 positions
//     and at one move in 16 after, positions against the memory limit
//     before anything is allocated. index_order = True (a global) says
//     that every move leads to a smaller number: the engine then solves
//     every number in order, 0 first, each unindex(i) a state, with no
//     walk and no path, and refuses a move to a number not smaller
//     (measured on the king, 15% more CPU than the walk: a call of
//     unindex a number).
//
// moves, end, describe and board may take state, player (1 or 2, the player to
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
// With extra turns a value is still for the player to move: a move is
// worth its gain minus the value of the position it leads to, or plus it
// after an extra turn; remoteness counts moves, not turns. An instance in
// which some move is an extra turn has no Grundy value (the Sprague–Grundy
// theory is for games whose players alternate): the engine omits it, and
// explain shows none. Without to_move, a position is its state (with the
// player, when moves or end takes it) and the player to move follows the
// moves played.
//
// Besides Starlark's built-ins, a file has param and sum(iterable,
// start=0). print writes nothing.
//
// # Errors and limits
//
// Every mistake is an error, never a panic: a syntax or runtime error
// names file:line:col ([Error]); a missing required global, a wrong
// return shape, a state that cannot be one, an unknown end value, a
// repeated label each say so, with the call and the state (labels on the
// first 1,000 positions of a solve and wherever moves are shown, see
// moves above). Each [Limits]
// field bounds one resource and names itself when hit: the positions of
// an instance, the Starlark steps of one call (an endless moves stops
// there, at its line: a while loop none of whose instructions has a
// place, while True: pass, is named by its while, wherever it is in the
// function), the time, and the memory. A syntax error that wants a closing bracket points at the
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
// 512MiB, 1016 MiB at 1GiB). Beside a large graph, the command line, the
// server and the static site keep the garbage within 64 MiB of what the
// last collection found live (their collector's policy, internal/collector's
// Solve): Go's own pacing would let it grow to the size of the graph's
// arrays. A large allocation is preceded by a
// collection only when the heap's memory and it would pass that soft
// limit: Go collects after a large allocation, not before, so a call that
// drops a large value and makes another would otherwise hold both; but a
// collection before each one, as there was, made half of a server's
// collections under a string-doubling bomb, each stopping the world twice.
//
// # Time and signals
//
// A deadline, Ctrl-C or SIGTERM cancels the calls' context, which stops
// them at their next step (compiled functions count steps per loop
// iteration and per call, the interpreter per instruction), so the work
// ends with the request or the command. No single operation may run long
// without a step: a repetition or a product that would be large is
// refused by the budget before it starts, and a concatenation or
// repetition of strings, bytes, lists or tuples whose result passes a
// mebibyte is built in pieces of 256 KiB (go.starlark.net's pieces.go,
// the compiled sums of strings alike), with the cancellation looked at
// between two. Why in pieces: Go copies a string in one memmove, which
// neither the scheduler nor the collector can interrupt; measured with
// GOMAXPROCS=1 beside a file doubling a string up to 128 MiB, another
// goroutine waited up to 1.2 s for its turn, and in the server every
// request waited whenever a collection had to stop the world during
// such a copy (small requests' p99 0.14-0.5 s under 16 such bombs). In
// pieces, the same wait is the machine's own scheduling delay.
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
// 4 per move while it runs. A file with an index is solved depth first
// over its numbers (dense.go), with no keys and no table: per number, a
// byte for its place in the walk, its value and what end said, and its
// remoteness and, in an impartial game, its Grundy value (or a scoring
// game's differential), each in the fewest bytes (1, 2, 4 or 8) that
// hold the largest met so far, widened, copied, when one does not fit: 2
// or 3 bytes a number at first (twice that when positions have a player),
// allocated for every number when the instance starts; the path keeps about 100 bytes per move of the
// positions on it. Each move costs a call of index besides moves.
// Moves, Options and Play call moves once more
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
