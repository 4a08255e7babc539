import SystemCLI
