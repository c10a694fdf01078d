// GET/POST/PUT /api/inngest — Inngest's engine (cloud or self-hosted) discovers and runs the jobs here.
import { serve } from "inngest/next";
import { inngest } from "@/inngest/client";
import { functions } from "@/inngest";

export const { GET, POST, PUT } = serve({ client: inngest, functions });
