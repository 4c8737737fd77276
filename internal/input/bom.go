package input

import (
	"bytes"
	"io"
	"os"
)

// bom is the UTF-8 byte order mark, which some editors (Windows' Notepad
// among them) write at the start of a text file.
var bom = []byte{0xEF, 0xBB, 0xBF}

// SkipBOM returns r without a UTF-8 byte order mark at its start, so that
// a file saved with one reads as the same file without it; a mark
// anywhere else is not skipped (it is a bad character where it is). A
// regular file is returned as itself, past the mark (its offset moved by
// 3), so that it can still be read in place and cut; any other reader is
// wrapped, and its first bytes are looked at on its first Read, not
// before (a terminal is not waited on). It costs one read of 3 bytes.
func SkipBOM(r io.Reader) io.Reader {
	if f, ok := r.(*os.File); ok {
		if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
			if off, err := f.Seek(0, io.SeekCurrent); err == nil {
				var b [3]byte
				if n, _ := f.ReadAt(b[:], off); n == 3 && bytes.Equal(b[:], bom) {
					if _, err := f.Seek(off+3, io.SeekStart); err == nil {
						return f
					}
				}
				return f
			}
		}
	}
	return &bomReader{r: r}
}

// bomReader is [SkipBOM]'s reader of a stream.
type bomReader struct {
	r       io.Reader
	checked bool
	pre     []byte // bytes read while looking for the mark, still to give
	err     error  // the error of that reading, after pre
}

func (b *bomReader) Read(p []byte) (int, error) {
	if !b.checked {
		b.checked = true
		var buf [3]byte
		n := 0
		for n < 3 && bytes.HasPrefix(bom, buf[:n]) && b.err == nil {
			var k int
			k, b.err = b.r.Read(buf[n:])
			n += k
		}
		if n == 3 && bytes.Equal(buf[:], bom) {
			n = 0
		}
		b.pre = append([]byte(nil), buf[:n]...)
	}
	if len(b.pre) > 0 {
		n := copy(p, b.pre)
		b.pre = b.pre[n:]
		return n, nil
	}
	if b.err != nil {
		return 0, b.err
	}
	return b.r.Read(p)
}
