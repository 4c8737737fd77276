//go:build !linux

package input

// hugePages does nothing here: see huge_linux.go.
func hugePages(l []int64) {}
