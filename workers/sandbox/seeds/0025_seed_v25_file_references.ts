/** File references (ADR 030): storage paths stored before them become attachment ids (it ran after seed_v29_personal_data). */
import { fileReferencesSeed } from "../services/files/seed-references";

export default fileReferencesSeed;
