const std = @import("std");
const sysroot = @import("sysroot.zig");

pub fn build(b: *std.Build) void {
    const target = b.standardTargetOptions(.{});
    const optimize = b.standardOptimizeOption(.{});

    const exe = b.addExecutable(.{
        .name = "app",
        .target = target,
        .optimize = optimize,
    });
    exe.addCSourceFiles(.{
        .files = &.{ "src/main.c", "src/util.c" },
        .flags = &.{ "-std=c11", "-Wall", "-Wextra" },
    });
    exe.linkLibC();
    sysroot.apply(b, exe, target);
    b.installArtifact(exe);

    const prep = b.step("sysroot", "Prepare the shared sysroot cache");
    prep.dependOn(sysroot.prepareStep(b));

    const run_cmd = b.addRunArtifact(exe);
    const run_step = b.step("run", "Run the app");
    run_step.dependOn(&run_cmd.step);
}
