/* Machine code for the portability guard's own tests (tests/platform/test_portable_binaries.py).
 * Four functions use AVX-512; only one of them is reached after asking the CPU. */
#include <cpuid.h>
#include <immintrin.h>

#define AVX512 __attribute__((target("avx512f"), noinline))

static AVX512 float sum_avx512(const float *x, int n) {
    __m512 acc = _mm512_setzero_ps();
    for (int i = 0; i + 16 <= n; i += 16) acc = _mm512_add_ps(acc, _mm512_loadu_ps(x + i));
    return _mm512_reduce_add_ps(acc);
}

static __attribute__((noinline)) float sum_portable(const float *x, int n) {
    float acc = 0;
    for (int i = 0; i < n; i++) acc += x[i];
    return acc;
}

/* Stored as the default before the CPU is asked: runs on every CPU. */
static AVX512 float scale_default(const float *x, int n) {
    __m512 acc = _mm512_set1_ps(2.0f);
    for (int i = 0; i + 16 <= n; i += 16) acc = _mm512_mul_ps(acc, _mm512_loadu_ps(x + i));
    return _mm512_reduce_add_ps(acc);
}

static AVX512 float max_avx512(const float *x, int n) {
    __m512 acc = _mm512_set1_ps(-1e30f);
    for (int i = 0; i + 16 <= n; i += 16) acc = _mm512_max_ps(acc, _mm512_loadu_ps(x + i));
    return _mm512_reduce_max_ps(acc);
}

static float (*sum_impl)(const float *, int);
static float (*scale_impl)(const float *, int);

void choose(void) {
    unsigned a, b, c, d;
    sum_impl = sum_portable;
    scale_impl = scale_default;
    if (__get_cpuid_count(7, 0, &a, &b, &c, &d) && (b & (1u << 16))) sum_impl = sum_avx512;
}

float sum(const float *x, int n) { return sum_impl(x, n) + scale_impl(x, n); }

/* Called directly: no CPU check on the way. */
float largest(const float *x, int n) { return max_avx512(x, n); }

/* Exported: PostgreSQL would call it by name. */
AVX512 float exported_avx512(const float *x) { return _mm512_reduce_add_ps(_mm512_loadu_ps(x)); }
