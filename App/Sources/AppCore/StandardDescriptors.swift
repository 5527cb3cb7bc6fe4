#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input, output and error as the app was started with them.
///
/// A descriptor the app was started without (`app list >&-`) is free, and the next file the process opens
/// takes its number: the runtime's own descriptors, which output would then go into. So each one found closed
/// is given /dev/null at once, and ``StandardConsole`` reports a write to standard output or standard error
/// that was closed as the failure it is.
public enum StandardDescriptors {
    /// Gives /dev/null to each of standard input, output and error that is closed, and returns those.
    /// Call it first, before anything opens a file.
    public static func reserveClosed() -> Set<Int32> {
        var closed: Set<Int32> = []
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != descriptor {
                _ = dup2(opened, descriptor)
                _ = close(opened)
            }
            closed.insert(descriptor)
        }
        return closed
    }
}
