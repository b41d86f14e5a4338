/** Saves a file made in the page (no request: it is built from what the page has loaded). */
export function download(file: { name: string; body: string }, type: string): void {
  const url = URL.createObjectURL(new Blob([file.body], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
