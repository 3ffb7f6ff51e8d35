// Tests run in the runner's process: its log lines would drown the report. Loaded before any
// test module (and so before the logger reads LOG_LEVEL); servers started as child processes
// get the default level back (tests/support/server.ts).
process.env.LOG_LEVEL ||= "silent";
