import SystemCLI

await SystemCommand.runFromCommandLine()
