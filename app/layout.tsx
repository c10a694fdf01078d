import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import localFont from "next/font/local";
import { FlashToast } from "@/components/shell/flash-toast";
import { Toaster } from "@/components/shell/toaster";
import { TimeZoneReport } from "@/components/shell/time-zone";
import "./globals.css";

// Served from the installed @fontsource package: the build machine is offline, so no Google Fonts.
// The latin subset covers every Spanish character (á, ñ, ¿, ¡…).
const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  display: "swap",
  variable: "--font-inter",
});

export const metadata: Metadata = {
  // Each screen names itself ("Historial | AdRadar"), so tabs and history entries tell screens apart.
  title: { default: "AdRadar", template: "%s | AdRadar" },
  description:
    "Descubre los anuncios ganadores de Facebook e Instagram: busca en la Biblioteca de Anuncios de Meta, guarda tus favoritos y sigue a los anunciantes.",
};

export const viewport: Viewport = {
  themeColor: "#fafafa",
};

export default async function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  // Every page is rendered per request, so Next can put this response's CSP nonce on its scripts
  // (proxy.ts); a page prerendered at build time would carry none and its scripts would be refused.
  await connection();
  return (
    <html lang="es" dir="ltr" className={inter.variable}>
      <body className="min-h-dvh">
        {children}
        <Toaster />
        <FlashToast />
        <TimeZoneReport />
      </body>
    </html>
  );
}
