/**
 * An e-mail's text as the SMTP stand-in received it from nodemailer, decoded: SMTP's dot-stuffing
 * undone (a line that starts with a dot got a second one), then quoted-printable (soft line breaks,
 * =XX bytes).
 */
export const mailText = (data: string): string =>
  decodeURIComponent(
    data
      .replace(/\r\n\.\./g, "\r\n.")
      .replace(/=\r?\n/g, "")
      .replace(/%/g, "%25")
      .replace(/=([0-9A-F]{2})/g, "%$1"),
  );
