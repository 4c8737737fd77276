package input

import (
	"syscall"
	"unsafe"
)

// hugePages asks the kernel to back the memory of l's whole capacity with
// transparent huge pages where it can (MADV_HUGEPAGE; with the kernel's
// setting "madvise" nothing else does): a list of 10^7 numbers then costs
// about 40 page faults instead of 20,000. It is advice: any error is
// ignored, and the contents are not touched.
func hugePages(l []int64) {
	const page = 4096
	if cap(l)*8 < hugeMin {
		return
	}
	b := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(l[:cap(l)]))), cap(l)*8)
	skip := int((page - uintptr(unsafe.Pointer(unsafe.SliceData(b)))%page) % page)
	b = b[skip:]
	b = b[:len(b)/page*page]
	syscall.Madvise(b, syscall.MADV_HUGEPAGE)
}
