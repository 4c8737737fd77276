// stone-game-vii, right: the interval DP.
func stoneGameVII(stones []int) int {
	n := len(stones)
	prefix := make([]int, n+1)
	for i, s := range stones {
		prefix[i+1] = prefix[i] + s
	}
	dp := make([]int, n)
	for i := n - 1; i >= 0; i-- {
		for j := i + 1; j < n; j++ {
			left := prefix[j+1] - prefix[i+1] - dp[j]
			right := prefix[j] - prefix[i] - dp[j-1]
			dp[j] = max(left, right)
		}
	}
	return dp[n-1]
}
