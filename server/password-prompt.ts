import { ConfigError } from "~/db/config-error";

/** Reads one line on the terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  return new Promise((resolve, reject) => {
    let value = "";
    const finish = () => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write("\n");
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          finish();
          return resolve(value);
        }
        if (char === "\u0003" || char === "\u0004") {
          finish();
          return reject(new ConfigError("Cancelled: nothing was changed."));
        }
        if (char === "\u007f" || char === "\b") value = [...value].slice(0, -1).join("");
        else if (char >= " ") value += char;
      }
    };
    stdout.write(prompt);
    stdin.setEncoding("utf8");
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on("data", onData);
  });
}

async function firstLineOfStdin(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes("\n")) break;
  }
  return text.split(/\r?\n/)[0] ?? "";
}

/**
 * The new password: typed twice, hidden, on a terminal; otherwise the first line of standard
 * input (scripts and tests pipe it in, so it never appears in the process list).
 */
export async function readPassword({ confirm }: { confirm: boolean }): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const password = await askHidden("New password: ");
  if (confirm && (await askHidden("Repeat the password: ")) !== password) {
    throw new ConfigError("The two passwords differ: nothing was changed.");
  }
  return password;
}
