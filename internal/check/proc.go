package check

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"sync"
	"syscall"
	"time"
)

// Process trees. Every process check starts (a compiler, a run of a
// solution, the python3 it asks for its own path) is the root of a tree:
// the root, every process of its process group, every process that
// carries the root's mark (the variable treeEnv in its environment, which
// children inherit), and the descendants of those. A tree is killed whole:
// on Linux its processes are stopped (SIGSTOP, so that none forks any
// more) until no new one shows up, then killed (SIGKILL), and check waits
// until they are dead; elsewhere its process group is killed.
//
// A child that leaves the process group (setsid) and outlives its parent
// would be adopted by init and escape the group's kill. On Linux check
// makes itself a child subreaper (PR_SET_CHILD_SUBREAPER) when it starts
// its first process, so that it adopts such orphans instead; it finds them
// among its descendants by their mark, kills them and reaps them. Only a
// process that both clears its environment and leaves its group after its
// parent died escapes.

// treeEnv is the environment variable that marks the processes of a tree:
// "PID.N", check's process ID and the tree's number.
const treeEnv = "STONEGAME_CHECK_TREE"

// killWait bounds the time a kill waits for the processes to die (a
// process in an uninterruptible sleep dies when it leaves it).
const killWait = 2 * time.Second

// ErrKilled is the error of a start after [KillAll].
var ErrKilled = errors.New("check is stopping: no more processes are started")

// A tree is the processes of one command check started.
type tree struct {
	mark   string // the value of treeEnv in its processes
	pid    int    // the root's
	exited chan struct{}
	err    error            // the root's exit, once exited is closed
	state  *os.ProcessState // the root's, once exited is closed
}

// trees are the trees started and not yet killed.
var trees = struct {
	sync.Mutex
	m      map[*tree]bool
	seq    int
	closed bool // KillAll ran
}{m: map[*tree]bool{}}

var subreaper = sync.OnceValue(becomeSubreaper)

// start starts cmd as the root of a new tree, in a process group of its
// own and with its mark added to cmd.Env (os.Environ() if nil), and waits
// for it in the background (see [tree.exited]). cmd's standard streams
// should be files or nil: os/exec's own pipes make its Wait wait for every
// process that holds them. The caller must call [tree.kill] once done
// with the tree.
func start(cmd *exec.Cmd) (*tree, error) {
	subreaper()
	trees.Lock()
	defer trees.Unlock()
	if trees.closed {
		return nil, ErrKilled
	}
	trees.seq++
	t := &tree{mark: fmt.Sprintf("%d.%d", os.Getpid(), trees.seq), exited: make(chan struct{})}
	if cmd.Env == nil {
		cmd.Env = os.Environ()
	}
	cmd.Env = append(cmd.Env, treeEnv+"="+t.mark)
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{}
	}
	newGroup(cmd.SysProcAttr)
	// Started under the lock, so that a sweep never takes the new root,
	// not yet registered, for an orphan to reap, and KillAll never misses
	// it.
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	t.pid = cmd.Process.Pid
	trees.m[t] = true
	go func() {
		t.err = cmd.Wait()
		t.state = cmd.ProcessState
		close(t.exited)
	}()
	return t, nil
}

// kill kills t whole, waits until its processes are dead (at most about
// 2·killWait) and forgets t. It may be called more than once.
func (t *tree) kill() {
	killTrees([]*tree{t}, false)
}

// registered reports whether pid is the root of a tree not yet killed:
// os/exec reaps it, not a sweep.
func registered(pid int) bool {
	trees.Lock()
	defer trees.Unlock()
	for t := range trees.m {
		if t.pid == pid {
			return true
		}
	}
	return false
}

// killTrees kills the trees ts (and, if all, every process that carries
// a mark of this process's) and waits for them, then forgets them.
func killTrees(ts []*tree, all bool) {
	sweep(ts, all)
	timeout := time.NewTimer(killWait)
	defer timeout.Stop()
	for _, t := range ts {
		select {
		case <-t.exited:
		case <-timeout.C:
		}
	}
	trees.Lock()
	for _, t := range ts {
		delete(trees.m, t)
	}
	trees.Unlock()
}

// KillAll kills every process check started and still runs, with their
// descendants (see the top of proc.go), waits until they are dead (at most
// a few seconds), and makes every later start fail with [ErrKilled]: a
// program calls it when it must exit at once (on a signal), before it
// removes the directories the processes ran in. Otherwise Run's and
// Prepare's context does the same for their own processes.
func KillAll() {
	trees.Lock()
	trees.closed = true
	ts := make([]*tree, 0, len(trees.m))
	for t := range trees.m {
		ts = append(ts, t)
	}
	trees.Unlock()
	killTrees(ts, true)
}
