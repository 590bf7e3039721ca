#!/usr/bin/env python3
import argparse, time
import torch

def matmul_tflops(dtype, n=8192, iters=20):
    a = torch.randn(n, n, device="cuda", dtype=dtype); b = torch.randn(n, n, device="cuda", dtype=dtype)
    torch.cuda.synchronize(); t = time.time()
    for _ in range(iters):
        a @ b
    torch.cuda.synchronize()
    return 2 * n ** 3 * iters / (time.time() - t) / 1e12

def bandwidth_gbs(size_mb=1024, iters=20):
    x = torch.empty(size_mb * 1024 * 1024 // 4, device="cuda")
    torch.cuda.synchronize(); t = time.time()
    for _ in range(iters):
        x.clone()
    torch.cuda.synchronize()
    return 2 * x.numel() * 4 * iters / (time.time() - t) / 1e9

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--quick", action="store_true"); a = ap.parse_args()
    print(f"GPU: {torch.cuda.get_device_name(0)}")
    print(f"FP32 TFLOPS: {matmul_tflops(torch.float32):.1f}")
    print(f"FP16 TFLOPS: {matmul_tflops(torch.float16):.1f}")
    print(f"Pamięć GB/s: {bandwidth_gbs():.0f}")
